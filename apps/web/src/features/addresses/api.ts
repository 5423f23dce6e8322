import type {
  AddressListResponse,
  DefaultAddressResponse,
  SaveAddressRequest,
  ShippingAddress,
  ShippingAddressResponse,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

const ADDRESS_PATH = 'v2/user/account/address';

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<ShippingAddress[], void>({
      query: () => ({ path: ADDRESS_PATH, query: { shippingDefault: false } }),
      transformResponse: (response: AddressListResponse) => response.result,
      providesTags: ['Addresses'],
    }),
    getDefaultAddress: build.query<ShippingAddress | null, void>({
      query: () => ({ path: ADDRESS_PATH, query: { shippingDefault: true } }),
      transformResponse: (response: DefaultAddressResponse) => response.result,
      providesTags: ['Addresses'],
    }),
    saveAddress: build.mutation<ShippingAddress, SaveAddressRequest>({
      query: (body) => ({ path: ADDRESS_PATH, method: 'POST', body }),
      transformResponse: (response: ShippingAddressResponse) => response.result,
      // The account summary says whether a shipping address exists.
      invalidatesTags: ['Addresses', 'User'],
    }),
    makeDefaultAddress: build.mutation<ShippingAddress[], string>({
      query: (id) => ({
        path: `${ADDRESS_PATH}/${encodeURIComponent(id)}/make_default`,
        method: 'POST',
      }),
      transformResponse: (response: AddressListResponse) => response.result,
      invalidatesTags: ['Addresses'],
    }),
    removeAddress: build.mutation<ShippingAddress[], string>({
      query: (id) => ({ path: `${ADDRESS_PATH}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: AddressListResponse) => response.result,
      invalidatesTags: ['Addresses', 'User'],
    }),
  }),
});

export const {
  useGetAddressesQuery,
  useGetDefaultAddressQuery,
  useSaveAddressMutation,
  useMakeDefaultAddressMutation,
  useRemoveAddressMutation,
} = addressesApi;
