import { PRODUCT } from '@fillwell/domain';

export interface FooterLink {
  to: string;
  label: string;
}

export interface FooterGroup {
  title: string;
  links: readonly FooterLink[];
}

export const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/legal/disclaimers', label: 'Disclaimers' },
  { to: '/legal/privacy-policy', label: 'Privacy policy' },
  { to: '/legal/terms-of-use', label: 'Terms of use' },
  { to: '/legal/hipaa-privacy-notice', label: 'HIPAA privacy notice' },
];

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Company',
    links: [
      { to: '/', label: 'Home' },
      { to: '/about-us', label: 'About us' },
      { to: '/careers', label: 'Careers' },
      { to: '/in-the-press', label: 'In the press' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/blog', label: 'Blog' },
      { to: '/contact-us', label: 'Contact us' },
    ],
  },
  {
    title: 'Ways to save',
    links: [
      { to: `/how-${PRODUCT.slug}-works`, label: `How ${PRODUCT.name} works` },
      { to: '/quicksave', label: 'Free discount card' },
      { to: '/home-delivery', label: 'Home delivery' },
      { to: '/online-rx', label: 'Online doctor visits' },
      { to: `/${PRODUCT.slug}-pharmacy-plus`, label: `${PRODUCT.name} Pharmacy Plus` },
      { to: '/participating-pharmacies', label: 'Participating pharmacies' },
      { to: '/price-match-guarantee', label: 'Price match guarantee' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/medications', label: 'Medications A to Z' },
      { to: '/doctors', label: 'For doctors' },
      { to: '/pharmacists', label: 'For pharmacists' },
    ],
  },
  {
    title: 'Popular medications',
    links: [
      { to: '/atorvastatin', label: 'Atorvastatin' },
      { to: '/lisinopril', label: 'Lisinopril' },
      { to: '/amlodipine', label: 'Amlodipine' },
      { to: '/metformin', label: 'Metformin' },
      { to: '/levothyroxine', label: 'Levothyroxine' },
      { to: '/omeprazole', label: 'Omeprazole' },
      { to: '/sertraline', label: 'Sertraline' },
      { to: '/sildenafil', label: 'Sildenafil' },
    ],
  },
  { title: 'Legal', links: LEGAL_LINKS },
];

export const FOOTER_STATEMENT = `${PRODUCT.name} is not insurance. ${PRODUCT.name} is operated by a separate discount plan organization.`;
