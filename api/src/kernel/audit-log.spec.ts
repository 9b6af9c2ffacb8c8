import { type ApiTestApp, startApiTestApp } from '../../../tests/support/api-test-app';
import { createUser } from '../../../tests/support/sign-in';
import { Clock } from './clock';
import { AuditLog } from './audit-log';

describe(AuditLog.name, () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api?.close());

  it("records an action at the Clock's time, in the caller's transaction, and reads it back newest first", async () => {
    const admin = await createUser(api.dataSource, { userType: 'admin' });
    const owner = await createUser(api.dataSource, { email: 'audited@example.co.uk' });
    const audit = api.app.get(AuditLog);
    const times = [new Date('2026-03-29T00:59:59.500Z'), new Date('2026-03-29T01:00:00.500Z')];
    const clock = jest.spyOn(api.app.get(Clock), 'now');
    try {
      for (const [n, at] of times.entries()) {
        clock.mockReturnValue(at);
        await api.dataSource.transaction((tx) =>
          audit.record(tx, {
            actorId: admin.id,
            action: n === 0 ? 'user.suspended' : 'user.restored',
            entityType: 'user',
            entityId: owner.id,
            before: { status: n === 0 ? 'active' : 'suspended' },
          }),
        );
      }
      // A rolled-back action leaves no record.
      await expect(
        api.dataSource.transaction(async (tx) => {
          await audit.record(tx, { actorId: null, action: 'user.suspended', entityType: 'user', entityId: owner.id });
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
    } finally {
      clock.mockRestore();
    }

    expect(await audit.of('user', owner.id)).toEqual([
      {
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'user.restored',
        entityType: 'user',
        entityId: owner.id,
        before: { status: 'suspended' },
        after: null,
        at: times[1],
      },
      {
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'user.suspended',
        entityType: 'user',
        entityId: owner.id,
        before: { status: 'active' },
        after: null,
        at: times[0],
      },
    ]);
  });
});
