import type { NamespaceHandlers } from '../http/operation-handler';
import { notBuiltYet } from '../not-built-yet';
import type { GatewayServices } from '../services';

/** The `welcomePages.*` operations: the company's welcome pages, their versions, rules and previews. */
export function welcomePagesHandlers(_services: GatewayServices): NamespaceHandlers<'welcomePages'> {
  return {
    'welcomePages.list': notBuiltYet('welcomePages.list'),
    'welcomePages.get': notBuiltYet('welcomePages.get'),
    'welcomePages.create': notBuiltYet('welcomePages.create'),
    'welcomePages.update': notBuiltYet('welcomePages.update'),
    'welcomePages.publish': notBuiltYet('welcomePages.publish'),
    'welcomePages.unpublish': notBuiltYet('welcomePages.unpublish'),
    'welcomePages.remove': notBuiltYet('welcomePages.remove'),
    'welcomePages.reorder': notBuiltYet('welcomePages.reorder'),
    'welcomePages.previewRules': notBuiltYet('welcomePages.previewRules'),
    'welcomePages.updateRules': notBuiltYet('welcomePages.updateRules'),
    'welcomePages.preview': notBuiltYet('welcomePages.preview'),
    'welcomePages.audience': notBuiltYet('welcomePages.audience'),
  };
}
