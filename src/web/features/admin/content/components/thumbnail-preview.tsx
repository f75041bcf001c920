import { ImageOff } from 'lucide-react';
import { useState } from 'react';

const loadable = (url: string) => /^https?:\/\/\S+$/i.test(url) || /^\/media\/[\w./-]+$/.test(url);

/** A small preview of the thumbnail URL, once it looks like something the browser can load. */
export function ThumbnailPreview({ url }: { url: string }) {
  const src = url.trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!loadable(src)) return null;
  if (failed === src) {
    return (
      <p className="flex items-center gap-2 text-xs text-slate-400">
        <ImageOff className="size-4" aria-hidden />
        The thumbnail could not be loaded.
      </p>
    );
  }
  return (
    <img
      src={src}
      alt="Thumbnail preview"
      onError={() => setFailed(src)}
      className="aspect-video w-40 rounded-lg bg-ink-900 object-cover ring-1 ring-white/10"
    />
  );
}
