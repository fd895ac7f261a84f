/**
 * Staff management island (`staff.manage`): the staff table (sortable, paged), "add a
 * staff member" (e-mail, name, role, brand, reason → the one-time enrolment link, shown once),
 * grant and revoke a role, and a new enrolment link. The server checks every action.
 */
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { asConsoleError, ConsoleApiError, consoleRequest, failureMessage } from '../../client/console/api.ts';
import { DataTable, ReasonField, SelectField, TextInput } from './fields.tsx';
import { ALL_BRANDS, STAFF_ROLES, type RoleGrant, type StaffRole } from '../../domain/staff/roles.ts';
import type { ConsoleBrand, StaffView } from '../../domain/console/pages.ts';

interface Props {
  staff: StaffView[];
  brands: ConsoleBrand[];
}

function useBrandName(brands: ConsoleBrand[]) {
  const t = useT();
  return (id: string) => (id === ALL_BRANDS ? t('console_all_brands') : brands.find((brand) => brand.id === id)?.name ?? id);
}

/** Role and brand pickers. */
function GrantFields({ brands, grant, onChange }: { brands: ConsoleBrand[]; grant: RoleGrant; onChange: (grant: RoleGrant) => void }) {
  const t = useT();
  const brandName = useBrandName(brands);
  return (
    <div className="row">
      <SelectField label={t('console_staff_role')} value={grant.role} onChange={(role: StaffRole) => onChange({ ...grant, role })}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`console_role_${role}`) }))} />
      <SelectField label={t('console_staff_brand')} value={grant.brandId} onChange={(brandId: string) => onChange({ ...grant, brandId })}
        options={brands.map((brand) => ({ value: brand.id, label: brandName(brand.id) }))} />
    </div>
  );
}

function CreateStaff({ brands, onCreated }: { brands: ConsoleBrand[]; onCreated: () => void }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [grant, setGrant] = useState<RoleGrant>({ role: 'brand_manager', brandId: brands.find((b) => b.id !== ALL_BRANDS)?.id ?? ALL_BRANDS });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [link, setLink] = useState<string | null>(null);
  if (link) {
    return (
      <div>
        <p role="status">{t('console_staff_created')}</p>
        <p><code data-testid="enrol-link">{link}</code></p>
      </div>
    );
  }
  const fieldError = (field: string) => (error?.fields.some((f) => f === field || f.startsWith(`${field}.`)) ? error.message : null);
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          const created = await consoleRequest<{ enrolUrl: string }>('POST', '/console-api/staff', { email, name, grants: [grant], reason });
          setLink(created.enrolUrl);
          onCreated();
        } catch (failure) {
          setError(asConsoleError(failure, t('console_error_generic')));
        }
      }}
    >
      {error && <div className="alert" role="alert">{error.message}</div>}
      <TextInput label={t('console_email')} name="email" type="email" value={email} onChange={setEmail} isRequired error={fieldError('email')} />
      <TextInput label={t('console_staff_name')} name="name" value={name} onChange={setName} isRequired error={fieldError('name')} />
      <GrantFields brands={brands} grant={grant} onChange={setGrant} />
      <ReasonField value={reason} onChange={setReason} error={fieldError('reason')} />
      <Button type="submit">{t('console_staff_create')}</Button>
    </Form>
  );
}

function GrantRole({ member, brands, onDone }: { member: StaffView; brands: ConsoleBrand[]; onDone: (grants: RoleGrant[]) => void }) {
  const t = useT();
  const [grant, setGrant] = useState<RoleGrant>({ role: 'support', brandId: brands.find((b) => b.id !== ALL_BRANDS)?.id ?? ALL_BRANDS });
  const [reason, setReason] = useState('');
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await consoleRequest('POST', `/console-api/staff/${member.id}/roles`, { ...grant, reason });
          onDone([...member.grants.filter((g) => g.brandId !== grant.brandId || g.role !== grant.role), grant]);
          showToast(t('console_saved'));
        } catch (failure) {
          showToast(failureMessage(failure, t('console_error_generic')), 'error');
        }
      }}
    >
      <GrantFields brands={brands} grant={grant} onChange={setGrant} />
      <ReasonField value={reason} onChange={setReason} />
      <Button type="submit">{t('console_staff_grant')}</Button>
    </Form>
  );
}

/** "Revoke" with its confirmation dialog asking for the reason. */
function RevokeRole({ member, grant, label, onRevoke }: {
  member: StaffView;
  grant: RoleGrant;
  label: string;
  onRevoke: (member: StaffView, grant: RoleGrant, reason: string) => Promise<boolean>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  return (
    <DialogTrigger>
      <Button className="react-aria-Button secondary">{t('console_staff_revoke')}</Button>
      <Modal isDismissable>
        <Dialog>
          {({ close }) => (
            <Form
              onSubmit={async (event) => {
                event.preventDefault();
                if (await onRevoke(member, grant, reason)) close();
              }}
            >
              <Heading slot="title">{t('console_staff_revoke')}: {member.email}</Heading>
              <p>{label}</p>
              <ReasonField value={reason} onChange={setReason} />
              <div className="row">
                <Button type="submit" className="react-aria-Button danger">{t('console_staff_revoke')}</Button>
                <Button className="react-aria-Button secondary" onPress={close}>{t('console_cancel')}</Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

function StaffTable({ staff: initial, brands }: Props) {
  const t = useT();
  const brandName = useBrandName(brands);
  const [staff, setStaff] = useState(initial);
  const refresh = async () => {
    const answer = await consoleRequest<{ staff: StaffView[] }>('GET', '/console-api/staff').catch(() => null);
    if (answer) setStaff(answer.staff);
  };
  const revoke = async (member: StaffView, grant: RoleGrant, reason: string): Promise<boolean> => {
    try {
      await consoleRequest('DELETE', `/console-api/staff/${member.id}/roles`, { ...grant, reason });
      await refresh();
      showToast(t('console_saved'));
      return true;
    } catch (failure) {
      showToast(failureMessage(failure, t('console_error_generic')), 'error');
      return false;
    }
  };
  return (
    <>
      <div className="console-card">
        <DialogTrigger>
          <Button>{t('console_staff_create')}</Button>
          <Modal isDismissable>
            <Dialog>
              {({ close }) => (
                <>
                  <Heading slot="title">{t('console_staff_create')}</Heading>
                  <CreateStaff brands={brands} onCreated={() => void refresh()} />
                  <Button className="react-aria-Button secondary" onPress={close}>{t('console_close')}</Button>
                </>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>
      </div>
      <DataTable
        label={t('console_staff_title')}
        rows={staff}
        rowKey={(member) => member.id}
        initialSort={{ column: 'email', direction: 'ascending' }}
        columns={[
          { id: 'email', header: t('console_email'), isRowHeader: true, cell: (m) => m.email, sortValue: (m) => m.email },
          { id: 'name', header: t('console_staff_name'), cell: (m) => m.name, sortValue: (m) => m.name },
          { id: 'status', header: '', cell: (m) => (m.enrolled ? t('console_staff_enrolled') : t('console_staff_not_enrolled')), sortValue: (m) => Number(m.enrolled) },
          {
            id: 'grants', header: t('console_staff_grants'),
            cell: (m) => (
              <ul>
                {m.grants.map((grant) => (
                  <li key={`${grant.brandId}:${grant.role}`}>
                    {t(`console_role_${grant.role}`)} — {brandName(grant.brandId)}{' '}
                    <RevokeRole member={m} grant={grant} label={`${t(`console_role_${grant.role}`)} — ${brandName(grant.brandId)}`} onRevoke={revoke} />
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'actions', header: '',
            cell: (m) => (
              <DialogTrigger>
                <Button className="react-aria-Button secondary">{t('console_staff_grant')}</Button>
                <Modal isDismissable>
                  <Dialog>
                    {({ close }) => (
                      <>
                        <Heading slot="title">{t('console_staff_grant')}: {m.email}</Heading>
                        <GrantRole member={m} brands={brands} onDone={(grants) => { setStaff((all) => all.map((x) => (x.id === m.id ? { ...x, grants } : x))); close(); }} />
                        <Button className="react-aria-Button secondary" onPress={close}>{t('console_cancel')}</Button>
                      </>
                    )}
                  </Dialog>
                </Modal>
              </DialogTrigger>
            ),
          },
        ]}
      />
    </>
  );
}

export default function StaffManager({ staff, brands, ...i18n }: IslandI18nProps & Props) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <StaffTable staff={staff} brands={brands} />
    </ConsoleIsland>
  );
}
