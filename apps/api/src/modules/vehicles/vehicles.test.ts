import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertError, assertOk, testDatabases, useTestApp, valuesOf } from '../../test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

for (const db of testDatabases()) {
  describe(`vehicles, customers and service packages (${db.name})`, () => {
    const t = useTestApp(db);
    const station = async () =>
      (
        await t.app.db
          .selectFrom('stores')
          .select('id')
          .where('is_station', '=', 2)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const trim = async () =>
      (await t.app.db.selectFrom('model_details').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

    test('GET /v1/vehicles: paged, search by plate or code, filters by type, station and customer', async () => {
      const body = assertOk(await t.call('GET', '/api/v1/vehicles', { as: 'loan' }));
      assert.equal(body.total, 200);
      assert.equal(body.data.length, 50);
      const warranty = assertOk(
        await t.call('GET', '/api/v1/vehicles', { as: 'loan', query: { type: 2, count: 200 } }),
      );
      assert.ok(warranty.total > 0 && warranty.data.every((v: Row) => v.type === 2 && v.warranty_end));
      const one = body.data[0];
      const byCode = assertOk(
        await t.call('GET', '/api/v1/vehicles', { as: 'loan', query: { q: one.code.toLowerCase() } }),
      );
      assert.deepEqual(valuesOf(byCode.data, 'id'), [one.id]);
      const owned = (body.data as Row[]).find((v) => v.customer)!;
      const byCustomer = assertOk(
        await t.call('GET', '/api/v1/vehicles', { as: 'loan', query: { customer_id: owned.customer.id } }),
      );
      assert.ok(byCustomer.total > 0 && byCustomer.data.every((v: Row) => v.customer.id === owned.customer.id));
      const detail = assertOk(await t.call('GET', `/api/v1/vehicles/${one.id}`, { as: 'loan' })).data;
      assert.equal(detail.code, one.code);
      assertError(await t.call('GET', '/api/v1/vehicles/999999', { as: 'loan' }), 404, 404);
    });

    test('the warranty screen: vehicle, its warranty checks and history, stations; saving a check', async () => {
      const vehicle = (
        assertOk(await t.call('GET', '/api/v1/vehicles', { as: 'station', query: { type: 2 } })).data as Row[]
      )[0]!;
      const checks = assertOk(
        await t.call('GET', `/api/v1/vehicles/${vehicle.id}/mcn-service/2`, { as: 'station' }),
      ).data;
      assert.equal(checks.length, 3);
      assert.ok(checks.every((c: Row) => c.type === 2 && c.status === 'scheduled'));
      const stationId = await station();
      const technician = await t.userId('station');
      const saved = assertOk(
        await t.call('POST', `/api/v1/vehicles/${vehicle.id}/mcn-service/${checks[0].id}`, {
          as: 'station',
          body: {
            status: 'done',
            station_id: stationId,
            technician_id: technician,
            odometer_km: 12_345,
            work_done: 'Kiểm tra bảo hành lần 1',
            cost: 0,
          },
        }),
      ).data;
      assert.equal(saved.status, 'done');
      assert.equal(saved.station.id, stationId);
      assert.equal(saved.technician.id, technician);
      assert.ok(saved.serviced_at);
      assert.equal(
        assertOk(await t.call('GET', `/api/v1/vehicles/${vehicle.id}`, { as: 'station' })).data.odometer_km,
        12_345,
      );
      const history = assertOk(
        await t.call('GET', `/api/v1/vehicles/${vehicle.id}/mcn-service-histories`, { as: 'station' }),
      ).data;
      assert.equal(history[0].action, 'service_done');
      assert.equal(history[0].user.id, technician);
      const undo = await t.call('POST', `/api/v1/vehicles/${vehicle.id}/mcn-service/${checks[0].id}`, {
        as: 'station',
        body: { status: 'scheduled' },
      });
      assertError(undo, 409, 409);
      const noStation = await t.call('POST', `/api/v1/vehicles/${vehicle.id}/mcn-service/${checks[1].id}`, {
        as: 'station',
        body: { status: 'done' },
      });
      assertError(noStation, 422, 0, ['station_id']);
      const other = (
        assertOk(await t.call('GET', '/api/v1/vehicles', { as: 'station', query: { count: 200 } })).data as Row[]
      ).find((v) => v.id !== vehicle.id)!;
      assertError(
        await t.call('POST', `/api/v1/vehicles/${other.id}/mcn-service/${checks[1].id}`, {
          as: 'station',
          body: { status: 'cancelled' },
        }),
        404,
        404,
      );
    });

    test('register a vehicle under warranty, change its type, give it a package, transfer it to a customer', async () => {
      const created = assertOk(
        await t.call('POST', '/api/v1/vehicles', {
          as: 'station',
          body: {
            type: 2,
            frame_number: 'rlhjf1234567890',
            number_plate: '59-X2 678.90',
            detail_model_id: await trim(),
            station_id: await station(),
            warranty_start: '2025-03-01',
            warranty_months: 36,
          },
        }),
      ).data;
      assert.match(created.code, /^VH\d{6}$/);
      assert.equal(created.frame_number, 'RLHJF1234567890');
      assert.equal(created.warranty_end, '2028-03-01');
      assert.equal(
        assertOk(await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service/2`, { as: 'station' })).data.length,
        3,
      );
      const dup = await t.call('POST', '/api/v1/vehicles', {
        as: 'station',
        body: { frame_number: 'RLHJF1234567890', detail_model_id: await trim() },
      });
      assertError(dup, 422, 0, ['frame_number']);

      assert.equal(
        assertOk(
          await t.call('PUT', `/api/v1/vehicles/${created.id}/change-type`, { as: 'station', body: { type: 1 } }),
        ).data.type,
        1,
      );
      const packages = assertOk(await t.call('GET', '/api/v1/mcn-service-pkgs', { as: 'station' })).data;
      assert.equal(packages.length, 4);
      const pkg = packages.find((p: Row) => p.services_count === 4);
      const withPackage = assertOk(
        await t.call('PUT', `/api/v1/vehicles/${created.id}/mcn-service-pkg/${pkg.id}`, { as: 'station' }),
      ).data;
      assert.equal(withPackage.package.id, pkg.id);
      const visits = assertOk(
        await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service/1`, { as: 'station' }),
      ).data;
      assert.equal(visits.length, 4);
      assert.ok(visits.every((v: Row) => v.package_id === pkg.id && v.due_date > withPackage.package.started_at));
      assertError(
        await t.call('PUT', `/api/v1/vehicles/${created.id}/mcn-service-pkg/999`, { as: 'station' }),
        404,
        404,
      );

      const customer = assertOk(
        await t.call('POST', '/api/v1/customers', {
          as: 'station',
          body: { full_name: 'Đỗ Thị Hạnh', phone: '0987000111', location_id: 1 },
        }),
      ).data;
      assert.equal(customer.vehicles_count, 0);
      const owned = assertOk(
        await t.call('PUT', `/api/v1/customers/${customer.id}/vehicles`, {
          as: 'station',
          body: { vehicle_ids: [created.id] },
        }),
      ).data;
      assert.deepEqual(valuesOf(owned, 'id'), [created.id]);
      assert.equal(
        assertOk(await t.call('GET', `/api/v1/customers/${customer.id}/vehicles`, { as: 'loan' })).data.length,
        1,
      );
      const history = assertOk(
        await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service-histories`, { as: 'loan' }),
      ).data;
      assert.deepEqual(valuesOf(history, 'action'), [
        'owner_changed',
        'package_assigned',
        'type_changed',
        'registered',
      ]);
      const edited = assertOk(
        await t.call('POST', `/api/v1/vehicles/${created.id}`, {
          as: 'station',
          body: {
            frame_number: 'RLHJF1234567890',
            detail_model_id: await trim(),
            customer_id: customer.id,
            color: 'Xanh',
            odometer_km: 100,
          },
        }),
      ).data;
      assert.equal(edited.color, 'Xanh');
      assertError(
        await t.call('PUT', `/api/v1/customers/${customer.id}/vehicles`, {
          as: 'station',
          body: { vehicle_ids: [999999] },
        }),
        422,
        0,
        ['vehicle_ids'],
      );
    });

    test('edit a vehicle: every field is replaced, the warranty checks still scheduled follow a new start', async () => {
      const trimId = await trim();
      const stationId = await station();
      const customer = (
        assertOk(await t.call('GET', '/api/v1/customers', { as: 'station', query: { count: 1 } })).data as Row[]
      )[0]!;
      const body = {
        type: 2,
        frame_number: 'EDIT00000000001',
        engine_number: 'E1',
        number_plate: '59-X2 111.11',
        detail_model_id: trimId,
        color: 'Đen',
        release_year: '2024',
        odometer_km: 500,
        customer_id: customer.id,
        station_id: stationId,
        warranty_start: '2025-01-31',
        warranty_months: 13,
      };
      const created = assertOk(await t.call('POST', '/api/v1/vehicles', { as: 'station', body })).data;
      // 31 January + 13 months rolls over the short February
      assert.equal(created.warranty_end, '2026-03-03');
      assert.equal(created.warranty_months, 13);
      const checks = assertOk(await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service/2`, { as: 'station' }))
        .data as Row[];
      assertOk(
        await t.call('POST', `/api/v1/vehicles/${created.id}/mcn-service/${checks[0]!.id}`, {
          as: 'station',
          body: { status: 'done', station_id: stationId },
        }),
      );

      const edited = assertOk(
        await t.call('POST', `/api/v1/vehicles/${created.id}`, {
          as: 'station',
          body: {
            ...body,
            number_plate: '51-G1 234.56',
            color: 'Đỏ đen',
            odometer_km: 12_345,
            warranty_start: '2025-06-15',
            warranty_months: 24,
          },
        }),
      ).data;
      assert.equal(edited.number_plate, '51-G1 234.56');
      assert.equal(edited.color, 'Đỏ đen');
      assert.equal(edited.odometer_km, 12_345);
      assert.equal(edited.warranty_start, '2025-06-15');
      assert.equal(edited.warranty_end, '2027-06-15');
      assert.equal(edited.warranty_months, 24);
      assert.equal(edited.frame_number, 'EDIT00000000001');
      assert.equal(edited.code, created.code);
      assert.equal(edited.customer.id, customer.id);
      assert.equal(edited.station.id, stationId);
      const moved = assertOk(await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service/2`, { as: 'station' }))
        .data as Row[];
      assert.deepEqual(
        moved.map((c) => [c.sequence, c.status, c.due_date]),
        [
          [1, 'done', checks[0]!.due_date],
          [2, 'scheduled', '2027-06-15'],
          [3, 'scheduled', '2028-06-15'],
        ],
      );
      const history = assertOk(
        await t.call('GET', `/api/v1/vehicles/${created.id}/mcn-service-histories`, { as: 'station' }),
      ).data as Row[];
      assert.equal(history[0]!.action, 'updated');

      // fields left out are cleared: the edit sends the whole vehicle
      const cleared = assertOk(
        await t.call('POST', `/api/v1/vehicles/${created.id}`, {
          as: 'station',
          body: { type: 1, frame_number: 'EDIT00000000001', detail_model_id: trimId },
        }),
      ).data;
      assert.equal(cleared.number_plate, null);
      assert.equal(cleared.customer, null);
      assert.equal(cleared.warranty_months, null);

      const other = (
        assertOk(await t.call('GET', '/api/v1/vehicles', { as: 'station', query: { count: 5 } })).data as Row[]
      ).find((v) => v.id !== created.id)!;
      assertError(
        await t.call('POST', `/api/v1/vehicles/${created.id}`, {
          as: 'station',
          body: { ...body, frame_number: other.frame_number },
        }),
        422,
        0,
        ['frame_number'],
      );
      assertError(
        await t.call('POST', `/api/v1/vehicles/${created.id}`, {
          as: 'station',
          body: { ...body, frame_number: '', warranty_start: null, odometer_km: -1 },
        }),
        422,
        0,
        ['frame_number', 'warranty_start', 'odometer_km'],
      );
      assertError(await t.call('POST', `/api/v1/vehicles/${created.id}`, { as: 'loan', body }), 403, 403);
      assertError(await t.call('POST', '/api/v1/vehicles/999999', { as: 'station', body }), 404, 404);
    });
  });

  describe(`stations' service orders (${db.name})`, () => {
    const t = useTestApp(db);

    test('list, filter, open an order at a station, move it on; wrong moves are 409', async () => {
      const body = assertOk(await t.call('GET', '/api/v2/stations/orders', { as: 'loan' }));
      assert.equal(body.total, 150);
      const done = assertOk(
        await t.call('GET', '/api/v2/stations/orders', { as: 'loan', query: { status: 'done', count: 200 } }),
      );
      assert.ok(done.data.length > 0 && done.data.every((o: Row) => o.status === 'done'));
      const first = body.data[0];
      assert.equal(
        first.amount,
        first.items.reduce((n: number, i: Row) => n + i.price * i.quantity, 0),
      );
      const byStation = assertOk(
        await t.call('GET', '/api/v2/stations/orders', { as: 'loan', query: { station_id: first.station.id } }),
      );
      assert.ok(byStation.data.length > 0 && byStation.data.every((o: Row) => o.station.id === first.station.id));

      const vehicle = await t.app.db
        .selectFrom('vehicles')
        .select(['id', 'customer_id'])
        .where('customer_id', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const station = await t.app.db
        .selectFrom('stores')
        .select('id')
        .where('is_station', '=', 2)
        .where('status', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const order = assertOk(
        await t.call('POST', '/api/v2/stations/orders', {
          as: 'station',
          body: {
            station_id: station.id,
            kind: 'maintenance',
            vehicle_id: vehicle.id,
            items: [
              { name: 'Thay dầu', price: 120_000 },
              { name: 'Lọc gió', price: 90_000, quantity: 2 },
            ],
            scheduled_at: '2025-07-01T09:00:00+07:00',
          },
        }),
      ).data;
      assert.match(order.code, /^SO\d{6}$/);
      assert.equal(order.amount, 300_000);
      assert.equal(order.customer.id, vehicle.customer_id);
      assert.equal(order.scheduled_at, '2025-07-01T02:00:00.000Z');
      assert.equal(order.status, 'new');
      assert.equal(
        assertOk(await t.call('GET', `/api/v2/stations/orders/${order.id}`, { as: 'loan' })).data.code,
        order.code,
      );
      assertOk(await t.call('GET', '/api/v2/stations/orders', { as: 'loan', query: { q: order.code.toLowerCase() } }));

      const jump = await t.call('PUT', `/api/v2/stations/orders/${order.id}/status`, {
        as: 'station',
        body: { status: 'done' },
      });
      assertError(jump, 409, 409);
      assert.deepEqual(jump.body.reason, {
        code: 'move_refused',
        params: { kind: 'station_order', record: order.code, from: 'new', to: 'done' },
      });
      for (const status of ['confirmed', 'in_progress', 'done']) {
        assert.equal(
          assertOk(
            await t.call('PUT', `/api/v2/stations/orders/${order.id}/status`, { as: 'station', body: { status } }),
          ).data.status,
          status,
        );
      }
      assertError(
        await t.call('PUT', `/api/v2/stations/orders/${order.id}/status`, {
          as: 'station',
          body: { status: 'cancelled' },
        }),
        409,
        409,
      );
      const store = await t.app.db
        .selectFrom('stores')
        .select('id')
        .where('is_station', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      assertError(
        await t.call('POST', '/api/v2/stations/orders', {
          as: 'station',
          body: { station_id: store.id, kind: 'repair', items: [{ name: 'x', price: 1 }] },
        }),
        422,
        0,
        ['station_id'],
      );
    });
  });
}
