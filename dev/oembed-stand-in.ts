import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for YouTube's oEmbed endpoint (https://www.youtube.com/oembed), for
 * development and tests where the internet is out of reach. It speaks the same protocol:
 * GET /oembed?url=<watch URL>&format=json answers the oEmbed JSON, 404 for unknown videos
 * (ids starting with "missing"), 400 without a URL. Never part of the production server.
 */
export function createOembedStandIn() {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname !== '/oembed') return send(404, 'Not Found');
    const target = url.searchParams.get('url');
    if (!target) return send(400, 'Bad Request');
    let id: string | null = null;
    try {
      id = new URL(target).searchParams.get('v');
    } catch {
      return send(400, 'Bad Request');
    }
    if (!id || id.startsWith('missing')) return send(404, 'Not Found');
    send(200, {
      type: 'video',
      version: '1.0',
      title: `Stand-in video ${id}`,
      author_name: 'Stand-in Creator',
      author_url: 'https://www.youtube.com/@stand-in',
      provider_name: 'YouTube',
      provider_url: 'https://www.youtube.com/',
      thumbnail_url: '/media/demo/colour-bars-24s.jpg',
      thumbnail_width: 480,
      thumbnail_height: 270,
      width: 200,
      height: 113,
      html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed"></iframe>`,
    });
  });
}

/** Starts the stand-in; resolves to its oEmbed URL. */
export async function startOembedStandIn(port = 0, host = '127.0.0.1') {
  const server = createOembedStandIn();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}/oembed`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.OEMBED_STAND_IN_PORT ?? 3099);
  const { url } = await startOembedStandIn(port);
  console.log(`oEmbed stand-in at ${url}`);
}
