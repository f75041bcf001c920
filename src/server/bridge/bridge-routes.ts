import {
  bridgeStatusSchema,
  depositListSchema,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawSchema,
} from '@/domain/api/bridge';
import { qtt } from '@/domain/money/qtt';
import { defineRoutes } from '../http/define-route';
import { AppError } from '../http/app-error';
import { listFarmFlags } from '../security/list-farm-flags';
import { listDeposits, bridgeStatus, listWithdrawals } from './bridge-views';
import { bridgeResolver, type Bridge, type BridgeOn } from './resolve-bridge';
import { withdrawToChain } from './withdraw-to-chain';

const offMessages: Record<NonNullable<Bridge['offReason']>, string> = {
  'not-configured': 'Withdrawals to the chain are not set up on this server.',
  'not-deployed': 'The bridge contract is not deployed on this network yet.',
  'signer-mismatch':
    'Withdrawals to the chain are paused: the bridge contract expects another voucher signer.',
};

function requireOn(bridge: Bridge): BridgeOn {
  if (!bridge.enabled) throw new AppError('BRIDGE_OFF', offMessages[bridge.offReason]);
  return bridge;
}

/**
 * The bridge between the wallet and QTT on chain (docs/decisions/045-bridge-vouchers.md).
 * The member always comes from the session; the amount a deposit credits only from the chain.
 */
export const bridgeRoutes = defineRoutes({
  area: 'bridge',
  setup: ({ db, clock, config }) => ({
    db,
    clock,
    resolve: bridgeResolver(config),
    limits: {
      minUnits: qtt(config.BRIDGE_MIN_WITHDRAWAL_QTT),
      dailyUnits: qtt(config.BRIDGE_DAILY_MAX_QTT),
      ttlSeconds: config.BRIDGE_VOUCHER_TTL_S,
      requireConfirmedEmail: config.REQUIRE_EMAIL_CONFIRMATION,
    },
    /** Any open Security Center flag on the member stops withdrawals (docs/product-rules.md). */
    isFlagged: async (userId: string) => {
      const { flags } = await listFarmFlags(db, {
        now: clock.now(),
        dailyCapUnits: qtt(config.WATCH_DAILY_CAP_QTT),
        games: {
          perAddress: config.GAME_ACCOUNTS_PER_IP,
          perSubnet: config.GAME_ACCOUNTS_PER_SUBNET,
          dailyCapUnits: qtt(config.GAME_DAILY_CAP_QTT),
        },
        funnelSenders: config.SEND_FUNNEL_SENDERS,
      });
      return flags.some((f) => f.userId === userId);
    },
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'bridge',
      operationId: 'getBridge',
      summary: 'Whether the bridge is on, its limits, and the caller’s figures and deposit account',
      access: 'member',
      responses: { 200: bridgeStatusSchema },
      errors: [],
      handler: async ({ deps, caller }) =>
        bridgeStatus(deps.db, {
          userId: caller.id,
          bridge: await deps.resolve(),
          limits: deps.limits,
          now: deps.clock.now(),
        }),
    }),
    route({
      method: 'POST',
      name: 'bridge/withdrawals',
      operationId: 'withdrawToChain',
      summary:
        'Moves QTT from the wallet to the bridge and issues a signed voucher the connected ' +
        'wallet redeems; a repeated Idempotency-Key answers the first withdrawal',
      access: 'member',
      body: withdrawSchema,
      idempotencyKey: 'required',
      responses: { 201: withdrawalSchema },
      errors: [
        'BRIDGE_OFF',
        'BRIDGE_LIMIT',
        'BRIDGE_REFUSED',
        'EMAIL_NOT_CONFIRMED',
        'INSUFFICIENT_FUNDS',
        'IDEMPOTENCY_KEY_REUSED',
        'CONFLICT',
      ],
      handler: async ({ deps, caller, body, idempotencyKey }) => {
        const bridge = requireOn(await deps.resolve());
        const { withdrawal } = await withdrawToChain(deps.db, {
          userId: caller.id,
          input: body,
          idempotencyKey: idempotencyKey ?? '',
          now: deps.clock.now(),
          bridge,
          limits: deps.limits,
          isFlagged: deps.isFlagged,
        });
        return withdrawal;
      },
    }),
    route({
      method: 'GET',
      name: 'bridge/withdrawals',
      operationId: 'listBridgeWithdrawals',
      summary: 'The caller’s withdrawals to the chain, newest first (the latest 50)',
      access: 'member',
      responses: { 200: withdrawalListSchema },
      errors: [],
      handler: async ({ deps, caller }) =>
        listWithdrawals(deps.db, caller.id, deps.clock.now(), await deps.resolve()),
    }),
    route({
      method: 'GET',
      name: 'bridge/deposits',
      operationId: 'listBridgeDeposits',
      summary: 'The caller’s deposits from the chain with their confirmations, newest first (50)',
      access: 'member',
      responses: { 200: depositListSchema },
      errors: [],
      handler: async ({ deps, caller }) => {
        const bridge = await deps.resolve();
        const head = bridge.enabled
          ? await bridge.client.getBlockNumber().then(Number, () => null)
          : null;
        return listDeposits(deps.db, caller.id, bridge, head);
      },
    }),
  ],
});
