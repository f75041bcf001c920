import { DownloadCloud } from 'lucide-react';
import { useState } from 'react';
import type { OembedResponse } from '@/domain/api/admin-content';
import { parseYoutubeId } from '@/domain/content/youtube-id';
import { Button } from '@/web/components/ui/button';
import { FormMessage } from '@/web/components/ui/form-message';
import { Field, inputClass } from '@/web/components/ui/text-field';
import { useFetchOembed } from '../api/fetch-oembed';
import { youtubeIdError } from '../lib/content-form';

export const metadataFetchedNote =
  'YouTube metadata fetched. For rewards, upload/host a copy and switch source to hosted.';

/** The YouTube link, its parsed id, and the button that fills the form from oEmbed. */
export function YoutubeUrlField({
  value,
  onChange,
  error,
  onFetched,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  onFetched: (meta: OembedResponse, youtubeId: string) => void;
}) {
  const oembed = useFetchOembed();
  const [tried, setTried] = useState(false);
  const id = parseYoutubeId(value);
  // Said as soon as something unreadable is typed, or when an empty one is used.
  const parseError = error ?? ((value.trim() || tried) && !id ? youtubeIdError : undefined);

  const onFetch = () => {
    setTried(true);
    if (!id) return;
    oembed.mutate(id, { onSuccess: (meta) => onFetched(meta, id) });
  };

  return (
    <div className="grid gap-3">
      <Field
        label="YouTube URL"
        hint={id ? `YouTube ID: ${id}` : 'A watch link (youtube.com/watch?v=…) or a youtu.be link.'}
        error={parseError}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              value={value}
              onChange={(e) => {
                oembed.reset();
                onChange(e.target.value);
              }}
              className={inputClass}
            />
            <Button
              variant="secondary"
              onClick={onFetch}
              aria-busy={oembed.isPending}
              disabled={oembed.isPending}
              className="h-11 shrink-0"
            >
              {oembed.isPending ? (
                <span
                  className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
                  aria-hidden
                />
              ) : (
                <DownloadCloud className="size-4" aria-hidden />
              )}
              Fetch metadata
            </Button>
          </div>
        )}
      </Field>
      <FormMessage
        notice={
          oembed.isError
            ? { kind: 'error', text: `Failed to fetch metadata: ${oembed.error.message}` }
            : oembed.isSuccess
              ? { kind: 'success', text: metadataFetchedNote }
              : null
        }
      />
    </div>
  );
}
