import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type {
  ChatIdentifyResponse,
  PatientPrescriptionsResponse,
  ReverieFulfillmentSelection,
  ReverieOrder,
  ReverieOrderItem,
  ReveriePatient,
  ReveriePrescription,
  ReverieSurvey,
} from '@fillwell/contracts';
import { addOrderItem, removeOrderItem, selectOrderItemPrice, withTotals } from './order-rules';
import { OrderRuleError } from './pharmacy-plus-errors';

export interface ChatSession {
  token: string | null;
  /** When the token stops working (ISO date and time). */
  expires: string | null;
  started: boolean;
  fetching: boolean;
}

/** The Pharmacy Plus state area (partner-and-shell §3). */
export interface ReverieState {
  patient: ReveriePatient | null;
  prescriptions: ReveriePrescription[];
  splashCopy: string | null;
  order: ReverieOrder | null;
  previousOrders: ReverieOrder[];
  surveys: ReverieSurvey[];
  chat: ChatSession;
}

export const INITIAL_CHAT: ChatSession = {
  token: null,
  expires: null,
  started: false,
  fetching: false,
};

export const initialReverieState: ReverieState = {
  patient: null,
  prescriptions: [],
  splashCopy: null,
  order: null,
  previousOrders: [],
  surveys: [],
  chat: INITIAL_CHAT,
};

/** Whether a chat token must be asked for anew: none yet, or its expiry has passed. */
export function isChatTokenExpired(
  chat: Pick<ChatSession, 'token' | 'expires'>,
  now: Date,
): boolean {
  if (!chat.token || !chat.expires) return true;
  return new Date(chat.expires).getTime() <= now.getTime();
}

/** The order after a rule, or unchanged when the rule refuses (the screen said why). */
function applyOrderRule(
  order: ReverieOrder | null,
  rule: (current: ReverieOrder | null) => ReverieOrder,
): ReverieOrder | null {
  try {
    return rule(order);
  } catch (error) {
    if (error instanceof OrderRuleError) return order;
    throw error;
  }
}

function replacePrescription(state: ReverieState, prescription: ReveriePrescription): void {
  state.prescriptions = state.prescriptions.map((entry) =>
    entry.id === prescription.id ? prescription : entry,
  );
}

type EndpointStatus = 'pending' | 'fulfilled' | 'rejected';

interface EndpointAction extends UnknownAction {
  payload: unknown;
  meta: { arg: { endpointName: string; originalArgs: unknown } };
}

/** Matches the API's own actions for some Pharmacy Plus calls, so this area follows them. */
function isEndpoint(status: EndpointStatus, ...names: string[]) {
  return (action: UnknownAction): action is EndpointAction => {
    if (!action.type.startsWith('api/') || !action.type.endsWith(`/${status}`)) return false;
    const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
    return typeof meta?.arg?.endpointName === 'string' && names.includes(meta.arg.endpointName);
  };
}

const ORDER_ANSWERS = [
  'getOpenOrder',
  'addOrderItem',
  'selectItemPrice',
  'selectFulfillment',
  'saveSpecialInstructions',
  'setItemAutoRefill',
];

/**
 * Pharmacy Plus transitions (partner-and-shell §4): adding, removing or repricing an item updates
 * the total; submitting clears the order and prescriptions; cancelling an item clears all; the
 * chat keeps its token until it expires.
 */
export const reverieSlice = createSlice({
  name: 'reverie',
  initialState: initialReverieState,
  reducers: {
    splashCopyShown(state, action: PayloadAction<string | null>) {
      state.splashCopy = action.payload;
    },
    orderLoaded(state, action: PayloadAction<ReverieOrder | null>) {
      state.order = action.payload;
    },
    prescriptionsLoaded(state, action: PayloadAction<PatientPrescriptionsResponse>) {
      state.patient = action.payload.patient;
      state.prescriptions = action.payload.prescriptions;
    },
    itemAdded(state, action: PayloadAction<ReverieOrderItem>) {
      state.order = applyOrderRule(state.order, (order) => addOrderItem(order, action.payload));
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.order = applyOrderRule(state.order, (order) => removeOrderItem(order, action.payload));
    },
    itemPriceSelected(state, action: PayloadAction<{ itemId: string; priceId: string }>) {
      const { itemId, priceId } = action.payload;
      state.order = applyOrderRule(state.order, (order) =>
        selectOrderItemPrice(order, itemId, priceId),
      );
    },
    fulfillmentSelected(state, action: PayloadAction<ReverieFulfillmentSelection>) {
      if (!state.order) return;
      state.order = withTotals({ ...state.order, fulfillmentSelection: action.payload });
    },
    specialInstructionsSaved(state, action: PayloadAction<string | null>) {
      if (state.order) state.order.specialInstructions = action.payload;
    },
    orderSubmitted(state) {
      state.order = null;
      state.prescriptions = [];
    },
    itemCancelled() {
      return initialReverieState;
    },
    autoRefillCancelled(state, action: PayloadAction<number>) {
      for (const prescription of state.prescriptions) {
        if (prescription.drugDetail.medNameId !== action.payload) continue;
        prescription.refillDetails.enrolledInAutorefill = false;
        prescription.refillDetails.consumerRefillDate = null;
      }
    },
    autoRefillDelayed(state, action: PayloadAction<{ medNameId: number; date: string }>) {
      for (const prescription of state.prescriptions) {
        if (prescription.drugDetail.medNameId !== action.payload.medNameId) continue;
        prescription.refillDetails.consumerRefillDate = action.payload.date;
      }
    },
    chatStarting(state) {
      state.chat.fetching = true;
    },
    chatIdentified(state, action: PayloadAction<Pick<ChatIdentifyResponse, 'token' | 'expires'>>) {
      state.chat = {
        token: action.payload.token,
        expires: action.payload.expires,
        started: true,
        fetching: false,
      };
    },
    chatFailed(state) {
      state.chat = INITIAL_CHAT;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isEndpoint('fulfilled', 'getPatientPrescriptions'), (state, action) => {
        const answer = action.payload as PatientPrescriptionsResponse;
        state.patient = answer.patient;
        state.prescriptions = answer.prescriptions;
      })
      .addMatcher(isEndpoint('fulfilled', 'cancelAutoRefill', 'delayAutoRefill'), (state, action) =>
        replacePrescription(state, action.payload as ReveriePrescription),
      )
      .addMatcher(isEndpoint('fulfilled', ...ORDER_ANSWERS), (state, action) => {
        state.order = action.payload as ReverieOrder;
      })
      .addMatcher(isEndpoint('fulfilled', 'removeOrderItem'), (state, action) => {
        const { itemId } = action.meta.arg.originalArgs as { itemId: string };
        state.order = applyOrderRule(state.order, (order) => removeOrderItem(order, itemId));
      })
      .addMatcher(isEndpoint('fulfilled', 'submitOrder'), (state) => {
        state.order = null;
        state.prescriptions = [];
      })
      .addMatcher(isEndpoint('fulfilled', 'cancelPlusOrderItem'), () => initialReverieState)
      .addMatcher(isEndpoint('fulfilled', 'getPastOrders'), (state, action) => {
        state.previousOrders = action.payload as ReverieOrder[];
      })
      .addMatcher(isEndpoint('fulfilled', 'getSurveys'), (state, action) => {
        state.surveys = action.payload as ReverieSurvey[];
      })
      .addMatcher(isEndpoint('pending', 'identifyChat'), (state) => {
        state.chat.fetching = true;
      })
      .addMatcher(isEndpoint('fulfilled', 'identifyChat'), (state, action) => {
        const { token, expires } = action.payload as ChatIdentifyResponse;
        state.chat = { token, expires, started: true, fetching: false };
      })
      .addMatcher(isEndpoint('rejected', 'identifyChat'), (state) => {
        state.chat = INITIAL_CHAT;
      });
  },
});

export const {
  splashCopyShown,
  orderLoaded,
  prescriptionsLoaded,
  itemAdded,
  itemRemoved,
  itemPriceSelected,
  fulfillmentSelected,
  specialInstructionsSaved,
  orderSubmitted,
  itemCancelled,
  autoRefillCancelled,
  autoRefillDelayed,
  chatStarting,
  chatIdentified,
  chatFailed,
} = reverieSlice.actions;

type WithReverie = { reverie?: ReverieState };

/** The area, or its initial state where the store has none. */
export const selectReverie = (state: WithReverie): ReverieState =>
  state.reverie ?? initialReverieState;
export const selectReverieChat = (state: WithReverie): ChatSession => selectReverie(state).chat;
