import {
  recipientQuerySchema,
  recipientSchema,
  sendAllowanceSchema,
  sendQttSchema,
  sentTransferSchema,
} from '@/domain/api/send';
import { walletBalanceSchema } from '@/domain/api/wallet-balance';
import { statementPeriodOf, statementQuerySchema, statementSchema } from '@/domain/api/statement';
import {
  transactionPageSchema,
  transactionQuerySchema,
  walletSummarySchema,
} from '@/domain/api/wallet';
import { watchRewardsSummarySchema } from '@/domain/api/watch-rewards';
import { parseQtt, qtt, unitsToDecimal } from '@/domain/money/qtt';
import { defineRoutes } from '../http/define-route';
import { accountBalance } from '../ledger/account-balance';
import { walletAccountId } from '../ledger/ledger-accounts';
import { findRecipient } from './find-recipient';
import { sendAllowance } from './send-allowance';
import { sendQtt } from './send-qtt';
import { getStatement } from './get-statement';
import { getWallet } from './get-wallet';
import { listTransactions } from './list-transactions';
import { watchRewardsSummary } from './watch-rewards-summary';

/** The signed-in user's wallet. The user always comes from the session. */
export const walletRoutes = defineRoutes({
  area: 'wallet',
  setup: ({ db, clock, config }) => ({
    db,
    clock,
    caps: { watch: qtt(config.WATCH_DAILY_CAP_QTT), game: qtt(config.GAME_DAILY_CAP_QTT) },
    sendLimits: {
      dailyUnits: parseQtt(String(config.SEND_DAILY_LIMIT_QTT)),
      funnelSenders: config.SEND_FUNNEL_SENDERS,
      requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
    },
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'wallet',
      operationId: 'getWallet',
      summary: 'Balance and today',
      access: 'member',
      responses: { 200: walletSummarySchema },
      errors: [],
      handler: ({ deps, caller }) => getWallet(deps.db, caller.id, deps.clock.now(), deps.caps),
    }),
    route({
      method: 'GET',
      name: 'wallet/balance',
      operationId: 'getWalletBalance',
      summary: 'The balance alone (the header shows it on every page)',
      access: 'member',
      responses: { 200: walletBalanceSchema },
      errors: [],
      handler: async ({ deps, caller }) => ({
        balance: unitsToDecimal(await accountBalance(deps.db, walletAccountId(caller.id))),
      }),
    }),
    route({
      method: 'GET',
      name: 'wallet/transactions',
      operationId: 'listWalletTransactions',
      summary: 'The wallet’s movements, newest first (keyset pages)',
      access: 'member',
      query: transactionQuerySchema,
      responses: { 200: transactionPageSchema },
      errors: [],
      handler: ({ deps, caller, query }) => listTransactions(deps.db, caller.id, query),
    }),
    route({
      method: 'GET',
      name: 'wallet/statement',
      operationId: 'getWalletStatement',
      summary:
        'Opening balance, credits by source, debits by kind and closing balance over UTC ' +
        'days from..to (both included, at most 366; this month without them)',
      access: 'member',
      query: statementQuerySchema,
      responses: { 200: statementSchema },
      errors: [],
      handler: ({ deps, caller, query }) =>
        getStatement(deps.db, caller.id, statementPeriodOf(query, deps.clock.now())),
    }),
    route({
      method: 'GET',
      name: 'wallet/recipient',
      operationId: 'findRecipient',
      summary: 'The member a username names, to confirm before sending (never an email)',
      access: 'member',
      query: recipientQuerySchema,
      responses: { 200: recipientSchema },
      errors: ['RECIPIENT_NOT_FOUND'],
      handler: async ({ deps, query }) => {
        const { username, displayName } = await findRecipient(deps.db, query.username);
        return { username, displayName };
      },
    }),
    route({
      method: 'GET',
      name: 'wallet/send-allowance',
      operationId: 'getSendAllowance',
      summary: 'What the member may still send today',
      access: 'member',
      responses: { 200: sendAllowanceSchema },
      errors: [],
      handler: ({ deps, caller }) =>
        sendAllowance(deps.db, caller.id, deps.sendLimits, deps.clock.now()),
    }),
    route({
      method: 'POST',
      name: 'wallet/send',
      operationId: 'sendQtt',
      summary: 'Sends QTT to another member; a repeated Idempotency-Key answers the first send',
      access: 'member',
      body: sendQttSchema,
      idempotencyKey: 'required',
      responses: { 201: sentTransferSchema },
      errors: [
        'RECIPIENT_NOT_FOUND',
        'SEND_TO_SELF',
        'SEND_LIMIT',
        'SEND_REFUSED',
        'EMAIL_NOT_CONFIRMED',
        'INSUFFICIENT_FUNDS',
        'IDEMPOTENCY_KEY_REUSED',
        'CONFLICT',
      ],
      handler: ({ deps, caller, body, idempotencyKey }) =>
        sendQtt(deps.db, {
          fromUserId: caller.id,
          input: body,
          idempotencyKey: idempotencyKey ?? '',
          now: deps.clock.now(),
          limits: deps.sendLimits,
        }),
    }),
    route({
      method: 'GET',
      name: 'powt-rewards-summary',
      operationId: 'getWatchRewardsSummary',
      summary: 'Watch rewards',
      access: 'member',
      responses: { 200: watchRewardsSummarySchema },
      errors: [],
      handler: ({ deps, caller }) => watchRewardsSummary(deps.db, caller.id),
    }),
  ],
});
