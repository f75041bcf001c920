import { useMutation } from '@tanstack/react-query';
import { adminAddContentResponseSchema, type AdminContentDraft } from '@/domain/api/admin-content';
import { ApiError, apiFetch } from '@/web/lib/api-client';

/** Product rules R11: the client gives the insert 7 seconds. */
export const saveTimeoutMs = 7000;

export const saveTimeoutMessage =
  'Saving timed out after 7 seconds. It may still have been saved: check Browse Videos before trying again.';

/**
 * Adds a draft to the catalogue and returns its id. Failures come back as an Error whose
 * message is the one to show (product rules R11): the server's own message, else
 * 'Failed to save (status {code})', else the exception's message.
 */
export async function addContent(
  draft: AdminContentDraft,
  timeoutMs = saveTimeoutMs,
): Promise<{ id: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await apiFetch('/api/admin-add-content', {
      schema: adminAddContentResponseSchema,
      method: 'POST',
      body: JSON.stringify(draft),
      signal: controller.signal,
    });
    if (!res.ok || !res.id) throw new Error(res.error ?? 'The server did not return an id.');
    return { id: res.id };
  } catch (error) {
    // The request is abandoned, not undone: the server may have inserted the row already.
    if (controller.signal.aborted) throw new Error(saveTimeoutMessage, { cause: error });
    if (error instanceof ApiError && error.code === 'HTTP_ERROR') {
      throw new Error(`Failed to save (status ${error.status})`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export const useAddContent = () =>
  useMutation({ mutationFn: (draft: AdminContentDraft) => addContent(draft) });
