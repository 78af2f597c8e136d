import { useEffect } from 'react';

const BRAND = 'Travel Outlet';

/** Sets `<title>` for the current page: "<page> | Travel Outlet", or the brand alone. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
