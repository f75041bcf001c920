/**
 * The server's time now, from the `now` it sent and when it arrived: the page decides
 * "locked" or "ready" the way the server will, whatever the device's clock says.
 */
export function serverNowAt(serverNow: string, receivedAt: number, clientNow: number): Date {
  const offset = Date.parse(serverNow) - receivedAt;
  return new Date(clientNow + offset);
}
