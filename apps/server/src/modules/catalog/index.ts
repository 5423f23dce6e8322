export { createCatalogueIndex, loadCatalogueIndex } from './catalogue-index';
export type { CatalogueIndex } from './catalogue-index';
export type { CatalogueDrug, CatalogueMedication } from './catalogue-types';
export { catalogRoutes, MEDICATION_NOT_FOUND } from './routes';
export type { CatalogRoutesOptions } from './routes';
export { createDrugDetailService } from './drug-detail';
export type { DrugDetailService } from './drug-detail';
export { formatDisplayQuantity } from './quantity-display';
export { findDefaultMedication } from './default-dosage';
