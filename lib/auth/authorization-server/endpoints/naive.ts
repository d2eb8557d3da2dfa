/**
 * The labs' naive issuer's endpoints (NAIVE_ISSUER): the built-in issuer's own, each called with the
 * naive flag, and every answer they give (refusals, redirects and preflights included) labelled with
 * NAIVE_ISSUER.header, as the naive door labels its own.
 */
import { type AppConfig, config } from '../../../config';
import { NAIVE_ISSUER } from '../../../vocabulary';
import { publicPreflight } from '../../public-json';
import { withHeaders } from '../../../with-headers';
import { authorizeEndpoint, consentDecisionEndpoint } from './authorize';
import { metadataEndpoint } from './metadata';
import { registerEndpoint } from './register';
import { tokenEndpoint } from './token';

type Endpoint = (req: Request, basePath: string, cfg: AppConfig, naive: boolean) => Response | Promise<Response>;
export type NaiveEndpoint = (req: Request, basePath?: string, cfg?: AppConfig) => Promise<Response>;

const labelNaiveIssuer = (res: Response) => withHeaders(res, { [NAIVE_ISSUER.header]: NAIVE_ISSUER.label });

const asNaive =
  (endpoint: Endpoint): NaiveEndpoint =>
  async (req, basePath = '', cfg = config()) =>
    labelNaiveIssuer(await endpoint(req, basePath, cfg, true));

export const naiveIssuerEndpoints = {
  metadata: asNaive(metadataEndpoint),
  authorize: asNaive(authorizeEndpoint),
  decide: asNaive(consentDecisionEndpoint),
  token: asNaive(tokenEndpoint),
  register: asNaive(registerEndpoint),
  preflight:
    (...methods: string[]) =>
    async (req: Request) =>
      labelNaiveIssuer(publicPreflight(req, [...methods, 'OPTIONS'])),
} as const;
