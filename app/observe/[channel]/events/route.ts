/** The channel's live feed (Server-Sent Events, resumable with Last-Event-ID). */
import { feedResponse } from '@/lib/observe/feed-response';

export const GET = async (req: Request, { params }: { params: Promise<{ channel: string }> }) => feedResponse(req, (await params).channel);
