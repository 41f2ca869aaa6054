// Written by scripts/indexes.mjs from the NN-<area>.ts files beside it: not edited by hand.
import type { AreaSeed } from './shared.ts';
import { seed as s10Categories } from './10-categories.ts';
import { seed as s15News } from './15-news.ts';
import { seed as s20Comments } from './20-comments.ts';
import { seed as s25Pages } from './25-pages.ts';
import { seed as s30Banners } from './30-banners.ts';
import { seed as s35Popups } from './35-popups.ts';
import { seed as s40Events } from './40-events.ts';
import { seed as s45FaqCategories } from './45-faq-categories.ts';
import { seed as s50Faqs } from './50-faqs.ts';
import { seed as s55Partners } from './55-partners.ts';
import { seed as s60Leads } from './60-leads.ts';
import { seed as s65Reviews } from './65-reviews.ts';

/** Every area’s demo rows, in the order of the files’ names (an area after those it points to). */
export const AREA_SEEDS: AreaSeed[] = [
  s10Categories,
  s15News,
  s20Comments,
  s25Pages,
  s30Banners,
  s35Popups,
  s40Events,
  s45FaqCategories,
  s50Faqs,
  s55Partners,
  s60Leads,
  s65Reviews,
];
