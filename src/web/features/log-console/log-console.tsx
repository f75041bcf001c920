export function LogConsole() {
  return null;
}
