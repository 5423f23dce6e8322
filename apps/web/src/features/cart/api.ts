import type {
  AddCartItemsRequest,
  ApplyCouponRequest,
  ApplyCouponResponse,
  Cart,
  DrugDetail,
  SetCartPharmacyRequest,
  UpdateCartItemsRequest,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

/** A change answers the cart; the cached cart is loaded again after a successful one. */
const CHANGES_CART = (result: unknown) => (result ? (['Cart'] as const) : []);

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Signing in or out changes whose cart it is, hence the 'User' tag. */
    getCart: build.query<Cart, void>({ query: () => 'v2/cart', providesTags: ['Cart', 'User'] }),
    addCartItems: build.mutation<Cart, AddCartItemsRequest>({
      query: (body) => ({ path: 'v2/cart/items', method: 'POST', body }),
      invalidatesTags: CHANGES_CART,
    }),
    updateCartItems: build.mutation<Cart, UpdateCartItemsRequest>({
      query: (body) => ({ path: 'v2/cart/items', method: 'PATCH', body }),
      invalidatesTags: CHANGES_CART,
    }),
    removeCartItem: build.mutation<Cart, string>({
      query: (id) => ({ path: `v2/cart/items/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: CHANGES_CART,
    }),
    setCartPharmacy: build.mutation<Cart, SetCartPharmacyRequest>({
      query: (body) => ({ path: 'v2/cart/pharmacy', method: 'POST', body }),
      invalidatesTags: CHANGES_CART,
    }),
    applyCoupon: build.mutation<ApplyCouponResponse, ApplyCouponRequest>({
      query: (body) => ({ path: 'coupons', method: 'POST', body }),
      invalidatesTags: CHANGES_CART,
    }),
    /** The forms, dosages and quantities an item can change to (the drug page's data). */
    getFormulationOptions: build.query<DrugDetail, string>({
      query: (slug) => `v2/user/drugs/detail/${encodeURIComponent(slug)}`,
      transformResponse: (response: { result: DrugDetail }) => response.result,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddCartItemsMutation,
  useUpdateCartItemsMutation,
  useRemoveCartItemMutation,
  useSetCartPharmacyMutation,
  useApplyCouponMutation,
  useGetFormulationOptionsQuery,
} = cartApi;
