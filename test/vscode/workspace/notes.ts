import { tool } from 'ai';
import { z } from 'zod';

export const tools = {
  notes: tool({
    description: 'Save a note',
    inputSchema: z.object({
      title: z.string().describe('Title'),
      note: z.string().optional().describe('Note text'),
    }),
  }),
};
