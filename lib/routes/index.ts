/** The deployment's route table and its adapter to Next.js route files. */
export { allowed, type Handler, methodHandler, nextRoute, type Route } from './route';
export { doorRoutes } from './doors';
export { IDP_ROUTES, ISSUER_ROUTES, NAIVE_ISSUER_ROUTES, PRM_ROUTE, ROUTES, routeFor } from './table';
