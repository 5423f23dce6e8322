export { ContactForm } from './components/contact-form';
export { PriceMatchForm } from './components/price-match-form';
