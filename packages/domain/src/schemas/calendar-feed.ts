import { z } from 'zod';

/** The member's private calendar address; null until they ask for one. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
