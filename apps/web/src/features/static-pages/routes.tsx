import type { RouteObject } from 'react-router';

export const staticPageRoutes: RouteObject[] = [];
