import { z } from "zod";

/** The contact form, checked the same way in the browser and by POST /api/contact. */
export const contactInput = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  subject: z.string().trim().max(150).optional(),
  message: z.string().trim().min(10).max(5000),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export type ContactInput = z.infer<typeof contactInput>;
