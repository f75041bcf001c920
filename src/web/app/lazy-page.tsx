import { lazy, type ComponentType } from 'react';

type PageModule = Record<string, unknown>;

/**
 * A component that fetches: its module and the app's query client load together, in
 * parallel, when it is first rendered (React.lazy under a Suspense boundary).
 */
export function withQueries<P extends object, M extends PageModule = PageModule>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazy(async () => {
    const [module, { WithQueryClient }] = await Promise.all([
      load(),
      import('@/web/lib/app-query-client'),
    ]);
    const Loaded = module[name] as ComponentType<P>;
    return {
      default: function WithQueries(props: P) {
        return (
          <WithQueryClient>
            <Loaded {...props} />
          </WithQueryClient>
        );
      },
    };
  });
}

/** A page that fetches, loaded with the query client when its route is first rendered. */
export function page<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  const Page = withQueries<object, M>(load, name);
  return <Page />;
}

/**
 * A page that shows only what it is built with (the information pages): no query client,
 * so the first load of /home carries no query library. A fetch added to such a page fails
 * its unit test ("No QueryClient set"); move the route to `page` then.
 */
export function staticPage<M extends PageModule>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}
