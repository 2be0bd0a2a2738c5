import type {
  SessionUser,
  SwitchableRole,
  User,
  UserInfo,
} from "../../src/api/types";

/**
 * The people a developer can be in host-dev (DESIGN §4). Names and offices are
 * fictional; everything else mirrors what the portal's login delivers.
 */
export interface Persona {
  name: string;
  /** German label for the shell's persona switcher. */
  label: string;
  description: string;
  user: Omit<User, "activeRole">;
  defaultActiveRole: string | null;
  userInfo: UserInfo;
  /** How many installations the persona is registered for (owner overview). */
  ownedInstallations: number;
}

const ANONYMOUS_USERNAME = "anonymousUser";

const AUTHORITY_ROLES: SwitchableRole[] = [
  { id: "AUTHORITY", name: "Behörde Oberösterreich" },
  { id: "AUTHORITY_ADMIN", name: "Behörde OÖ – Administration" },
];

export const PERSONAS: readonly Persona[] = [
  {
    name: "owner",
    label: "Anlageninhaberin",
    description:
      "Maria Huber, Umweltbeauftragte eines Betreibers; registriert für 5 Anlagen (NATIPPC_REGISTERED).",
    user: {
      username: "maria.huber",
      currentUserName: "Maria Huber",
      loginName: "maria.huber",
      authorities: [{ authority: "ROLE_NATIPPC_REGISTERED" }],
      switchableRoles: [],
      mainUserName: null,
      mainUser: true,
      mainUserLoginName: null,
      userKind: "PORTAL",
      pvp: false,
      usp: false,
      oidc: false,
    },
    defaultActiveRole: null,
    userInfo: { userType: "NATIPPC_REGISTERED", bundeslandCode: "0" },
    ownedInstallations: 5,
  },
  {
    name: "authority",
    label: "Behörde Oberösterreich",
    description:
      "Ing. Johann Leitner, Anlagenreferat beim Amt der Oö. Landesregierung, vertreten durch Mag.a Elisabeth Gruber; zwei Rollen (Behörde, Administration).",
    user: {
      username: "johann.leitner",
      currentUserName: "Ing. Johann Leitner",
      loginName: "johann.leitner",
      authorities: [
        { authority: "ROLE_AUTHORITY" },
        { authority: "ROLE_AUTHORITY_ADMIN" },
      ],
      switchableRoles: AUTHORITY_ROLES,
      // Acting on behalf: the signed-in main user works as Johann Leitner.
      mainUserName: "Mag.a Elisabeth Gruber",
      mainUser: false,
      mainUserLoginName: "elisabeth.gruber",
      userKind: "PORTAL",
      pvp: false,
      usp: false,
      oidc: false,
    },
    defaultActiveRole: "AUTHORITY",
    userInfo: { userType: "AUTHORITY", bundeslandCode: "4" },
    ownedInstallations: 0,
  },
  {
    name: "pvp",
    label: "Behörde Steiermark (PVP)",
    description:
      "DI Thomas Wimmer, über den Portalverbund (PVP) angemeldet; Behörde Steiermark, keine Rollenliste.",
    user: {
      username: "pvp:thomas.wimmer@stmk.gv.at",
      currentUserName: "DI Thomas Wimmer",
      loginName: "thomas.wimmer@stmk.gv.at",
      authorities: [{ authority: "ROLE_AUTHORITY" }],
      switchableRoles: [],
      mainUserName: null,
      mainUser: true,
      mainUserLoginName: null,
      userKind: "PVP",
      pvp: true,
      usp: false,
      oidc: false,
    },
    defaultActiveRole: null,
    userInfo: { userType: "AUTHORITY", bundeslandCode: "6" },
    ownedInstallations: 0,
  },
  {
    name: "oidc",
    label: "Betreiber (OIDC)",
    description:
      "Stefan Pichler, mit ID Austria (OIDC) angemeldet; registriert für 2 Anlagen, ohne Profil- und Passwortmenü.",
    user: {
      username: "oidc:stefan.pichler",
      currentUserName: "Stefan Pichler",
      loginName: "stefan.pichler",
      authorities: [{ authority: "ROLE_NATIPPC_REGISTERED" }],
      switchableRoles: [],
      mainUserName: null,
      mainUser: true,
      mainUserLoginName: null,
      userKind: "OIDC",
      pvp: false,
      usp: false,
      oidc: true,
    },
    defaultActiveRole: null,
    userInfo: { userType: "NATIPPC_REGISTERED", bundeslandCode: "0" },
    ownedInstallations: 2,
  },
];

export const PERSONA_BY_NAME: ReadonlyMap<string, Persona> = new Map(
  PERSONAS.map((persona) => [persona.name, persona]),
);

export const ANONYMOUS_SESSION_USER: SessionUser = {
  isLoggedIn: false,
  user: {
    username: ANONYMOUS_USERNAME,
    currentUserName: ANONYMOUS_USERNAME,
    authorities: [{ authority: "ROLE_ANONYMOUS" }],
    activeRole: null,
    switchableRoles: [],
    mainUserName: null,
    mainUser: false,
    loginName: null,
    mainUserLoginName: null,
    userKind: null,
    pvp: false,
    usp: false,
    oidc: false,
  },
};

export const ANONYMOUS_USER_INFO: UserInfo = {
  userType: null,
  bundeslandCode: null,
};

export function sessionUserOf(
  persona: Persona,
  activeRole: string | null,
): SessionUser {
  return { isLoggedIn: true, user: { ...persona.user, activeRole } };
}

/** For the shell's switcher; `anonymous` first, as the portal shows it. */
export function personaList(): {
  name: string;
  label: string;
  description: string;
  username: string;
}[] {
  return [
    {
      name: "anonymous",
      label: "Nicht angemeldet",
      description: "Öffentlicher Zugang ohne Anmeldung.",
      username: ANONYMOUS_USERNAME,
    },
    ...PERSONAS.map(({ name, label, description, user }) => ({
      name,
      label,
      description,
      username: user.username,
    })),
  ];
}
