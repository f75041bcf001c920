/**
 * A reset request for a registered email writes a token (the mail goes out in the
 * background); for an unknown one it only reads. Every answer waits until this long after
 * the request arrived, well above either, so the timing says nothing about the address.
 */
export const resetAnswerFloorMs = 150;

export async function answerNoSoonerThan(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
