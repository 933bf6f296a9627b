import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import type { Actor } from '../../common/actor';
import { Allow, CurrentActor } from '../../common/auth.decorators';
import { API_CONFIG, type ApiConfig } from '../../config/api.config';
import {
  DossierFacileImportService,
  type DossierFacileOutcome,
  type PendingConnect,
} from './dossier-facile-import.service';

const COOKIE = 'creneau_dossierfacile';
const COOKIE_PATH = '/api/rental-file/dossierfacile';
// Long enough to sign in at DossierFacile (FranceConnect included) and consent.
const CONNECT_TTL_MS = 15 * 60 * 1000;
const EDITOR = '/visits/rental-file';

/** The file editor's address with how the import ended, in words the editor translates. */
function editorWith(result: DossierFacileOutcome): string {
  const query = new URLSearchParams(
    Object.entries(result).map(([key, value]): [string, string] => [
      key === 'outcome' ? 'dossierfacile' : key,
      String(value),
    ]),
  );
  return `${EDITOR}?${query.toString()}`;
}

function readPending(req: Request): PendingConnect | null {
  const raw = (req.cookies as Record<string, string | undefined>)[COOKIE];
  const [state, verifier] = raw?.split('.') ?? [];
  return state && verifier ? { state, verifier } : null;
}

/**
 * DossierFacile Connect's two steps in the visitor's browser (top-level navigations, hence redirects and
 * not JSON): off this install (no DOSSIERFACILE_ variables) both answer 404 and the editor hides the button.
 */
@ApiTags('visitor')
@Allow('visitor')
@Controller('rental-file/dossierfacile')
export class DossierFacileController {
  private readonly cookie: CookieOptions;

  constructor(
    private readonly imports: DossierFacileImportService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    // Lax: the cookie comes back on DossierFacile's top-level redirect to the callback.
    this.cookie = {
      httpOnly: true,
      secure: config.PUBLIC_URL.startsWith('https:'),
      sameSite: 'lax',
      path: COOKIE_PATH,
    };
  }

  @Get('connect')
  @ApiResponse({
    status: 302,
    description:
      'To DossierFacile’s consent page (303 to the editor with ?dossierfacile=notEmpty if the file has people)',
    headers: { Location: { schema: { type: 'string' } } },
  })
  @ApiOperation({
    summary:
      'Sends the visitor to DossierFacile to sign in and consent (302); state and PKCE verifier kept in a cookie',
  })
  async connect(@CurrentActor() actor: Actor, @Res() res: Response): Promise<void> {
    const answer = await this.imports.connect(actor);
    if ('outcome' in answer) return res.redirect(303, editorWith(answer));
    res.cookie(COOKIE, `${answer.pending.state}.${answer.pending.verifier}`, {
      ...this.cookie,
      maxAge: CONNECT_TTL_MS,
    });
    res.redirect(302, answer.url);
  }

  @Get('callback')
  @ApiResponse({
    status: 303,
    description: 'Back to the file editor, /visits/rental-file?dossierfacile=<outcome>',
    headers: { Location: { schema: { type: 'string' } } },
  })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'error', required: false })
  @ApiOperation({
    summary:
      'DOSSIERFACILE_REDIRECT_URI: checks state, exchanges the code, imports into the empty file, back to the editor',
    description:
      'Redirects to /visits/rental-file?dossierfacile=imported|notEmpty|denied|expired|unavailable|tooLarge.',
  })
  async callback(
    @CurrentActor() actor: Actor,
    @Query('code') code: string | undefined,
    @Query('state') state: string | undefined,
    @Query('error') error: string | undefined,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const pending = readPending(req);
    // Single use: whatever happens, the state cannot be played again.
    res.clearCookie(COOKIE, this.cookie);
    const result = await this.imports.callback(actor, { code, state, error }, pending);
    res.redirect(303, editorWith(result));
  }
}
