import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  routerReady,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from '.';

/** A promise the test settles by hand: a lazy page whose module has not arrived yet. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Where() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  return (
    <p data-testid="where">
      {pathname}
      {search} {navigation.state}
    </p>
  );
}

function Failure() {
  const error = useRouteError();
  return <p role="alert">failed: {error instanceof Error ? error.message : String(error)}</p>;
}

function Layout() {
  return (
    <>
      <Where />
      <nav>
        <Link to="/a">to a</Link>
        <NavLink to="/b" end>
          to b
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}

const named = (name: string) =>
  function Named() {
    return <h1>{name}</h1>;
  };

function tree(pages: RouteObject[], loader?: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Layout,
      ErrorBoundary: Failure,
      loader,
      children: [{ ErrorBoundary: Failure, children: pages }],
    },
  ];
}

async function start(routes: RouteObject[], url = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await routerReady(router);
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const heading = () => screen.getByRole('heading').textContent;

describe('router', () => {
  it('keeps the old page until the new page module has loaded, then shows it whole', async () => {
    const module = deferred<{ Component: () => ReactElement }>();
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/a', lazy: () => module.promise },
      ]),
    );
    expect(heading()).toBe('Home');
    fireEvent.click(screen.getByRole('link', { name: 'to a' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ loading'));
    expect(heading()).toBe('Home');
    await act(async () => module.resolve({ Component: named('Page A') }));
    await waitFor(() => expect(heading()).toBe('Page A'));
    expect(screen.getByTestId('where').textContent).toBe('/a idle');
    expect(router.state.location.pathname).toBe('/a');
  });

  it('lets a later navigation win over one still loading', async () => {
    const slow = deferred<{ Component: () => ReactElement }>();
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/slow', lazy: () => slow.promise },
        { path: '/b', Component: named('Page B') },
      ]),
    );
    void router.navigate('/slow');
    await act(() => router.navigate('/b'));
    await act(async () => slow.resolve({ Component: named('Slow') }));
    expect(router.state.location.pathname).toBe('/b');
    await waitFor(() => expect(heading()).toBe('Page B'));
  });

  it("follows a loader's redirect, leaving only the final location in the history", async () => {
    const loader = ({ url }: { url: URL }) => {
      if (url.pathname === '/private') throw redirect('/login?back=%2Fprivate');
      return null;
    };
    const { router } = await start(
      tree(
        [
          { index: true, Component: named('Home') },
          { path: '/private', Component: named('Private') },
          { path: '/login', Component: named('Login') },
        ],
        loader,
      ),
    );
    await act(() => router.navigate('/private'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?back=%2Fprivate',
    );
    await waitFor(() => expect(heading()).toBe('Login'));
    // Back goes to where the visitor came from, not to the page that redirected.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(heading()).toBe('Home'));
  });

  it('shows a failing page module in the nearest error boundary, inside the layout', async () => {
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/broken', lazy: () => Promise.reject(new Error('chunk gone')) },
      ]),
    );
    await act(() => router.navigate('/broken'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('failed: chunk gone'));
    // The layout is still there: the failure replaced the page only.
    expect(screen.getByTestId('where').textContent).toBe('/broken idle');
  });

  it('catches a page that throws while rendering, and clears it on the next navigation', async () => {
    function Throws(): ReactElement {
      throw new Error('render failed');
    }
    // React reports the caught error on the console; the test reads it on the page.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/throws', Component: Throws },
      ]),
      '/throws',
    );
    expect(screen.getByRole('alert').textContent).toBe('failed: render failed');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(heading()).toBe('Home'));
    quiet.mockRestore();
  });

  it('holds a navigation while a blocker says so, until the answer', async () => {
    function Form() {
      const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname !== '/free');
      return (
        <>
          <h1>Form</h1>
          {blocker.state === 'blocked' ? (
            <div role="dialog">
              <button onClick={blocker.reset}>Stay</button>
              <button onClick={blocker.proceed}>Leave</button>
            </div>
          ) : null}
        </>
      );
    }
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/form', Component: Form },
        { path: '/a', Component: named('Page A') },
        { path: '/free', Component: named('Free') },
      ]),
    );
    await act(() => router.navigate('/form'));
    fireEvent.click(screen.getByRole('link', { name: 'to a' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');

    // Back is held too, and the history stays where it was while the question is open.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(heading()).toBe('Home'));

    // Leaving, then back at once (before the page left has even gone): not held again.
    await act(() => router.navigate('/form'));
    fireEvent.click(screen.getByRole('link', { name: 'to a' }));
    await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      await router.navigate(-1);
    });
    await waitFor(() => expect(heading()).toBe('Form'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');

    // A path the blocker lets through goes at once.
    await act(() => router.navigate('/free'));
    await waitFor(() => expect(heading()).toBe('Free'));
  });

  it('reads and writes the query string, replacing when asked', async () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          onClick={() =>
            void setParams(
              (current) => {
                current.set('sort', '2');
                return current;
              },
              { replace: true },
            )
          }
        >
          sort {params.get('sort') ?? 'none'}
        </button>
      );
    }
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/list', Component: Filters },
      ]),
    );
    await act(() => router.navigate('/list?page=3'));
    fireEvent.click(screen.getByRole('button', { name: 'sort none' }));
    await screen.findByRole('button', { name: 'sort 2' });
    expect(router.state.location.search).toBe('?page=3&sort=2');
    // Replaced: one step back is the home page, not the list before sorting.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(heading()).toBe('Home'));
  });

  it('gives a page its parameters, and renders <Navigate> as a replace', async () => {
    function Hotel() {
      return <h1>Hotel {useParams().id}</h1>;
    }
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/old/:id', element: <Navigate to="/hotel/9" replace /> },
        { path: '/hotel/:id', Component: Hotel },
      ]),
    );
    await act(() => router.navigate('/old/9'));
    await waitFor(() => expect(heading()).toBe('Hotel 9'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(heading()).toBe('Home'));
  });

  it('survives a malformed #fragment in the address (scroll restoration)', async () => {
    function WithScroll() {
      return (
        <>
          <Layout />
          <ScrollRestoration />
        </>
      );
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: WithScroll,
        ErrorBoundary: Failure,
        children: [
          { index: true, Component: named('Home') },
          { path: '/a', Component: named('Page A') },
        ],
      },
    ];
    const { router } = await start(routes);
    await act(() => router.navigate('/a#%E0%A4%A'));
    await waitFor(() => expect(heading()).toBe('Page A'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the current page link, and leaves modified clicks to the browser', async () => {
    const { router } = await start(
      tree([
        { index: true, Component: named('Home') },
        { path: '/a', Component: named('Page A') },
        { path: '/b', Component: named('Page B') },
      ]),
      '/b',
    );
    const toB = screen.getByRole('link', { name: 'to b' });
    expect(toB).toHaveAttribute('aria-current', 'page');
    expect(toB).toHaveAttribute('href', '/b');
    const toA = screen.getByRole('link', { name: 'to a' });
    expect(toA).not.toHaveAttribute('aria-current');
    fireEvent.click(toA, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/b');
  });
});
