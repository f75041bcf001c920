/**
 * 'Available: N QTT in your QTN wallet' under the amount: what the lock can draw on, from the
 * wallet summary (or the connected chain's balance once read). The amount field names it in
 * its description.
 */
export function AvailableLine({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="-mt-2 text-xs text-slate-400">
      Available: <span className="font-medium text-slate-200 tabular-nums">{text}</span>
    </p>
  );
}
