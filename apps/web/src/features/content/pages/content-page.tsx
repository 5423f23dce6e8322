import type { ComponentType } from 'react';
import { Navigate, useLoaderData } from 'react-router';
import { CONTACT_AUDIENCES, PRODUCT } from '@fillwell/domain';
import { ProseHtml } from '@/components/ui/prose-html';
import { Spinner } from '@/components/ui/spinner';
import { ParticipatingPharmacySearch } from '@/features/pharmacies/search';
import { ContactForm, PriceMatchForm } from '@/features/support';
import { ConditionPriceList, treatmentsApi } from '@/features/treatments';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { contentApi, useGetContentPageQuery } from '../api';
import { DepartmentList } from '../components/department-list';
import { DOCUMENT_FRAME_CLASSES, DocumentHeader } from '../components/document-header';
import { FaqList } from '../components/faq-list';
import { JsonLd } from '@/components/ui/json-ld';

/** What a content route's loader hands its page: the document it shows. */
export interface ContentRouteData {
  id: string;
}

/** What a page shows below its text, beyond the document itself. */
const PAGE_EXTRAS: Readonly<Record<string, ComponentType>> = {
  careers: DepartmentList,
  'participating-pharmacies': ParticipatingPharmacySearch,
  'price-match-guarantee': PriceMatchForm,
  'online-rx': ConditionPriceList,
  ...Object.fromEntries(
    CONTACT_AUDIENCES.map((audience) => [
      `contact-us-${audience}`,
      () => <ContactForm audience={audience} />,
    ]),
  ),
  'about-us': OrganizationData,
};

export const loadContentFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) => {
  const { id } = loaderData as ContentRouteData;
  return Promise.all([
    dispatch(contentApi.endpoints.getContentPage.initiate(id)),
    id === 'careers' ? dispatch(contentApi.endpoints.listDepartments.initiate()) : null,
    id === 'online-rx' ? dispatch(treatmentsApi.endpoints.listConditionPrices.initiate()) : null,
  ]);
};

/** A help, trust or company page: its title, its text, and what the page adds below. */
export function ContentPage() {
  const { id } = useLoaderData<ContentRouteData>();
  const { currentData: page, error } = useGetContentPageQuery(id);
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!page) return <Spinner className="py-24" message="Loading…" />;
  const Extra = PAGE_EXTRAS[id];
  return (
    <article className={DOCUMENT_FRAME_CLASSES}>
      <DocumentHeader title={page.title} />
      {page.faqs ? <FaqList faqs={page.faqs} /> : <ProseHtml html={page.body} className="mt-6" />}
      {Extra ? <Extra /> : null}
    </article>
  );
}

/** Who runs the site, for search engines. */
function OrganizationData() {
  return (
    <JsonLd
      data={{
        '@type': 'Organization',
        name: PRODUCT.name,
        url: PRODUCT.mainSiteUrl,
        email: PRODUCT.supportEmail,
        telephone: PRODUCT.supportPhoneHref.replace('tel:', ''),
      }}
    />
  );
}
