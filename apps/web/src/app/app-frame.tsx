import { StrictMode, useEffect, type ReactNode } from 'react';
import { Providers } from './providers';

/**
 * The tree around the router, the same in the browser (start.tsx) and in the build's prerender
 * (prerender/render.tsx): hydration needs both to match node for node.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>{children}</Providers>
      <TakenOver />
    </StrictMode>
  );
}

/**
 * The prerendered root arrives `inert` (scripts/prerender.mjs): nothing in it can be clicked or
 * typed into before React owns it. This runs once React has committed over it.
 */
function TakenOver() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
