import { Option, type Command } from 'commander'
import { signedInClient } from '../../connection.js'
import { editPlan } from '../../services/plans/edit.js'
import { listPlans } from '../../services/plans/list.js'
import { collect, examples, givenOnly, nothingToChange, parseId } from '../shared.js'

interface EditFlags {
  title?: string
  price?: string
  buttonText?: string
  feature?: string[]
  popular?: boolean
}

export function registerPlans(program: Command): void {
  const plans = program
    .command('plans')
    .description('The subscription plans on the order page')
    .addHelpText(
      'after',
      examples('joinflow plans list', 'joinflow plans edit 5 --title "Silver Plus" --price 31', 'joinflow plans edit 5 --feature "3 groups" --feature "Email support"'),
    )

  plans
    .command('list')
    .description('List the plans as visitors see them')
    .addHelpText('after', examples('joinflow plans list', 'joinflow plans list --json'))
    .action(async () => {
      await listPlans(await signedInClient())
    })

  plans
    .command('edit')
    .description('Change a plan (super admins only)')
    .argument('<id>', 'the plan ID shown by `joinflow plans list`', parseId)
    .option('--title <title>', 'a new title')
    .option('--price <dollars>', 'a new price in whole dollars, such as 27 or $27')
    .option('--button-text <text>', 'a new button text')
    .addOption(new Option('--feature <text>', 'a feature; repeat for each (replaces the list)').argParser(collect))
    .option('--popular', 'mark the plan as popular')
    .option('--no-popular', 'stop marking the plan as popular')
    .addHelpText('after', examples('joinflow plans edit 5 --title "Silver Plus" --price 31', 'joinflow plans edit 5 --feature "3 groups" --feature "Email support" --popular'))
    .action(async (id: number, flags: EditFlags) => {
      const changes = givenOnly({
        title: flags.title,
        price: flags.price,
        buttonText: flags.buttonText,
        features: flags.feature,
        isPopular: flags.popular,
      })
      if (Object.keys(changes).length === 0) throw nothingToChange('plans edit')
      await editPlan({ id, changes }, await signedInClient())
    })
}
