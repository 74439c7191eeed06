import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

export interface Step {
  handle(ctx: HttpContext, next: NextFn): unknown
}

/**
 * Runs middleware instances in order, as the framework's pipeline would,
 * inside one middleware. Each class middleware the kernel lists costs a
 * container lookup and construction on every request; the steps here are
 * built once, at the first request, and only called after that.
 */
export function compose(build: () => Promise<Step[]>) {
  let built: Promise<Step[]> | undefined
  return async (ctx: HttpContext, next: NextFn) => {
    const steps = await (built ??= build())
    const run = (index: number): unknown => (index === steps.length ? next() : steps[index].handle(ctx, () => run(index + 1)))
    return run(0)
  }
}
