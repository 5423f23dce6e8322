import type { LandingPage } from '@fillwell/contracts';
import type { LandingPageDefinition } from '@fillwell/domain';
import type { CatalogueIndex } from '../catalog/index';
import { listDefaultItems, priceAnywhere } from './priced-drugs';

/** A campaign page with its drugs priced now, and the name of the condition it leads to. */
export function describeLandingPage(
  page: LandingPageDefinition,
  catalogue: CatalogueIndex,
  conditionNames: ReadonlyMap<string, string>,
): LandingPage {
  const conditionName = page.conditionSlug ? conditionNames.get(page.conditionSlug) : undefined;
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    headline: page.headline,
    intro: page.intro,
    drugs: listDefaultItems(catalogue, page.drugSlugs).map(priceAnywhere),
    condition:
      page.conditionSlug && conditionName
        ? { slug: page.conditionSlug, name: conditionName }
        : null,
    cta: page.cta,
  };
}
