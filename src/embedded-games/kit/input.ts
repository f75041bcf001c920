/** Keyboard and pointer (mouse and touch) in the game's own coordinates. */
export interface Input {
  /** Keys held now, by `KeyboardEvent.key` lower-cased ('arrowleft', ' ', 'a'). */
  held: Set<string>;
  /** Keys pressed since the last frame. */
  pressed: Set<string>;
  /** Taps and clicks since the last frame, in game coordinates. */
  taps: { x: number; y: number }[];
  /** Where the pointer is and whether it is down (a finger on the screen counts). */
  pointer: { x: number; y: number; down: boolean };
  /** True when anything was pressed or tapped this frame. */
  any(): boolean;
  /** Called by the loop after each frame. */
  endFrame(): void;
}

const gameKeys = new Set(['arrowleft', 'arrowright', 'arrowup', 'arrowdown', ' ']);

export function createInput(
  canvas: HTMLCanvasElement,
  toGame: (clientX: number, clientY: number) => { x: number; y: number },
): Input {
  const input: Input = {
    held: new Set(),
    pressed: new Set(),
    taps: [],
    pointer: { x: 0, y: 0, down: false },
    any: () => input.pressed.size > 0 || input.taps.length > 0,
    endFrame() {
      input.pressed.clear();
      input.taps.length = 0;
    },
  };
  window.addEventListener('keydown', (e) => {
    const key = e.key.toLowerCase();
    if (gameKeys.has(key)) e.preventDefault();
    if (!input.held.has(key)) input.pressed.add(key);
    input.held.add(key);
  });
  window.addEventListener('keyup', (e) => input.held.delete(e.key.toLowerCase()));
  window.addEventListener('blur', () => input.held.clear());
  const move = (e: PointerEvent) => Object.assign(input.pointer, toGame(e.clientX, e.clientY));
  canvas.addEventListener('pointerdown', (e) => {
    e.preventDefault();
    move(e);
    input.pointer.down = true;
    input.taps.push(toGame(e.clientX, e.clientY));
  });
  canvas.addEventListener('pointermove', move);
  for (const end of ['pointerup', 'pointercancel', 'pointerleave'] as const) {
    canvas.addEventListener(end, () => (input.pointer.down = false));
  }
  return input;
}
