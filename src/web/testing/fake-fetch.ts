/** A fetch stand-in: answers each call with the next response, and records the requests. */
export function fakeFetch(...answers: Array<{ status?: number; body: unknown }>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...answers];
  const fn = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    // The last answer repeats, so a refetch after the tested call still gets one.
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify(next?.body ?? null), { status: next?.status ?? 200 });
  };
  return { fn, calls };
}
