import { test } from '@japa/runner'
import { runFaults } from './support/scenarios.js'

/*
 * The short version of bench/faults.bench.ts: the API and a separate
 * worker on a PostgreSQL of their own, both killed with SIGKILL under a
 * capture and delivery load and restarted, and PostgreSQL stopped and
 * started under load. The killed worker's claims come back after their
 * 60-second lease through the minutely reclaim job, so the run takes about
 * two minutes.
 */
test.group('Resilience: faults', () => {
  test('acknowledged captures are kept and approved members delivered once through crashes and a database restart', async ({ assert }) => {
    const { figures, problems } = await runFaults({ runFrom: 'source', batchesPerPhase: 9, batchSize: 10, pauseMs: 150 })
    const figure = (name: string) => figures.find((entry) => entry.name === name)!.value

    assert.deepEqual(problems, [])
    assert.equal(figure('captures acknowledged (2xx)'), 270)
    assert.equal(figure('captures stored'), 270)
    assert.isAbove(figure('sends refused or lost, then sent again'), 0, 'the API was down while captures were being sent')
    assert.isAbove(figure('deliveries claimed by the killed worker'), 0)
    assert.isAbove(figure('members approved'), 0)
    assert.equal(figure('approved members not delivered'), 0)
    assert.equal(figure('members delivered twice'), 0)
    assert.isAtMost(figure('database back → API healthy'), 30)
    assert.isAtMost(figure('database back → worker delivering'), 60)
  }).timeout(420_000)
})
