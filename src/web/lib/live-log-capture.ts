export function installLogCapture() {}
