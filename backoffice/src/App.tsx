/**
 * The MixBuddy back office: react-admin on Keystone's GraphQL API, in Danish, under /admin with
 * path routing (main.tsx puts it in a browser router). There is no react-admin login page; the
 * auth provider sends people to the site's /login?next=….
 *
 * `<Admin>` is put together from its parts (AdminContext + CoreAdminUI, as react-admin's own Admin
 * does through AdminUI) so the first screen does not carry the login form and OAuth callback page
 * AdminUI defaults to — neither is used here — and with them react-hook-form and the inputs.
 */
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  Resource,
  type CatchAllComponent,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, dataProvider, graphqlProvider } from './providers';
import { i18nProvider } from './i18n';
import Dashboard from './Dashboard';
import { Layout } from './Layout';
import { bookings, BookingByConversation } from './resources/bookings';
import { messages, ConversationShow } from './resources/messages';
import { users } from './resources/users';
import { payoffs } from './resources/payoffs';
import { payoffsHistory } from './resources/payoffs-history';
import { receipts } from './resources/receipts';
import { star } from './resources/star';
import { support } from './resources/support';
import { vetting } from './resources/vetting';
import { jobs } from './jobs';
import { dac7 } from './resources/dac7';
import { config } from './config';
import type { LazyView } from './components/lazyView';
import { darkTheme, theme } from './theme';

// As <Admin>: list settings and the light/dark choice are kept in localStorage.
const store = localStorageStore();

type Screen = { name: string; list?: unknown; show?: unknown };
const screens: Screen[] = [bookings, messages, users, payoffs, payoffsHistory, receipts, vetting, star, support];
const preload = (view: unknown) => (view as Partial<LazyView<object>> | undefined)?.preload?.();

/**
 * A link straight to a screen (/admin/bookings, /admin/users/{id}) fetches the screen's code and the
 * GraphQL client while react-admin checks the session, instead of one after the other once it has.
 * The dashboard (/admin) needs neither, only the session check, which every screen starts here.
 */
export function preloadScreen(pathname: string) {
  // The session check starts before React's first render; react-admin's checkAuth then finds the
  // answer on its way (the auth provider keeps it for 10 s) instead of asking once the layout is up.
  void authProvider.getPermissions?.({}).catch(() => undefined);
  const [resource, id] = pathname.slice(config.basename.length).split('/').filter(Boolean);
  const screen = screens.find((candidate) => candidate.name === resource);
  if (!screen) return;
  preload(id ? screen.show : screen.list);
  // The client, and the model it builds from the embedded schema, are ready when the list asks.
  void graphqlProvider()
    .then((provider) => provider.getIntrospection())
    .catch(() => undefined);
}

export function App() {
  return (
    <AdminContext
      basename={config.basename}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={darkTheme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="MixBuddy administration"
          dashboard={Dashboard}
          layout={Layout}
          loginPage={false}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          catchAll={NotFound as CatchAllComponent} // as AdminUI passes it
          error={ErrorPage}
          loading={LoadingPage}
          requireAuth
          disableTelemetry
        >
          <Resource {...bookings}>
            <Route path=":conversationId" element={<BookingByConversation />} />
          </Resource>
          <Resource {...messages}>
            <Route path="booking/:conversationId" element={<ConversationShow />} />
            <Route path="direct/:conversationId" element={<ConversationShow />} />
          </Resource>
          <Resource {...users}>
            <Route path=":id/*" element={<users.show />} />
          </Resource>
          <Resource {...payoffs} />
          <Resource {...payoffsHistory} />
          <Resource {...receipts} />
          <Resource {...vetting} />
          <Resource {...star} />
          <Resource {...support} />
          <Resource {...jobs} />
          <Resource {...dac7} />
          {/* Lists the views refer to, without pages of their own. */}
          <Resource name="talents" recordRepresentation="displayName" />
          <Resource name="menus" recordRepresentation="title" />
          <Resource name="chat-messages" />
          <Resource name="payoffs-all" />
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
