export { fillwellCardSlice, type FillwellCardState } from './fillwell-card-slice';
