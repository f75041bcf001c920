import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/web/lib/api-client';
import { mediaKinds, uploadMedia, type MediaKind } from '../api/upload-media';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'done'; name: string }
  | { status: 'error'; message: string };

/** One file upload at a time; a new choice, or leaving the page, cancels the last one. */
export function useMediaUpload(kind: MediaKind, onUploaded: (url: string) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const upload = (file: File) => {
    current.current?.abort();
    const { types, wrongType } = mediaKinds[kind];
    if (!types.includes(file.type)) return setState({ status: 'error', message: wrongType });
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'uploading', name: file.name, progress: 0 });
    const onProgress = (progress: number) => {
      if (!controller.signal.aborted) setState({ status: 'uploading', name: file.name, progress });
    };
    uploadMedia(file, onProgress, controller.signal).then(
      ({ url }) => {
        if (controller.signal.aborted) return;
        setState({ status: 'done', name: file.name });
        onUploaded(url);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = errorMessage(error, String(error));
        setState({ status: 'error', message: `Upload failed: ${reason}` });
      },
    );
  };

  return { state, upload };
}
