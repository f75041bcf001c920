export function EasterEgg() {
  return null;
}
