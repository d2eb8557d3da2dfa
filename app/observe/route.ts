/** Opens a private observation channel and redirects to its page (303). Links here use prefetch={false}. */
import { openChannelResponse } from '@/lib/observe/open';

export const GET = (req: Request) => openChannelResponse(req);
