import { APIClient } from './api_client.js'
import { Admin } from './resources/admin.js'
import { Analytics } from './resources/analytics.js'
import { Auth } from './resources/auth.js'
import { OwnerBilling } from './resources/billing.js'
import { Catalog } from './resources/catalog.js'
import { Checkout } from './resources/checkout.js'
import { Content } from './resources/content.js'
import { Dashboard } from './resources/dashboard.js'
import { Deliveries } from './resources/deliveries.js'
import { Extension } from './resources/extension.js'
import { Groups } from './resources/groups.js'
import { Integrations } from './resources/integrations.js'
import { Notifications } from './resources/notifications.js'
import { Plans } from './resources/plans.js'
import { Privacy } from './resources/privacy.js'
import { Requests } from './resources/requests.js'
import { Setup } from './resources/setup.js'
import { Subscription } from './resources/subscription.js'
import { Templates } from './resources/templates.js'
import { Tokens } from './resources/tokens.js'

export type { ClientOptions, RequestOptions } from './api_client.js'

/**
 * The JoinFlow API client over any transport, with every resource. The package entries wrap it
 * with a default transport: got in Node (`@joinflow/sdk`), fetch in browsers (`@joinflow/sdk/browser`).
 */
export class JoinFlowClient extends APIClient {
  readonly auth = new Auth(this)
  readonly tokens = new Tokens(this)
  readonly groups = new Groups(this)
  readonly templates = new Templates(this)
  readonly requests = new Requests(this)
  readonly setup = new Setup(this)
  readonly extension = new Extension(this)
  readonly dashboard = new Dashboard(this)
  readonly catalog = new Catalog(this)
  readonly integrations = new Integrations(this)
  readonly deliveries = new Deliveries(this)
  readonly notifications = new Notifications(this)
  readonly privacy = new Privacy(this)
  readonly analytics = new Analytics(this)
  readonly plans = new Plans(this)
  readonly content = new Content(this)
  readonly admin = new Admin(this)
  readonly subscription = new Subscription(this)
  readonly checkout = new Checkout(this)
  readonly billing = new OwnerBilling(this)
}
