import { z } from 'zod/mini';

// zod/mini comes without messages ("Invalid input" for every issue); the API answers zod's English
// ones where the contract gives none, as it did with classic zod.
z.config(z.locales.en());
