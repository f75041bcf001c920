/** A finished round's verdict: what it paid, and the server's reason beneath when it gave one. */
export function Verdict({ words }: { words: { title: string; reason?: string | null } }) {
  return (
    <div className="space-y-1">
      <p className="font-semibold text-white">{words.title}</p>
      {words.reason && <p className="text-sm text-slate-300">{words.reason}</p>}
    </div>
  );
}
