/** Evaluates an authorizer's policy the way IAM does for execute-api:Invoke: explicit Deny wins, then Allow, else deny. */
import type { PolicyDocument, Statement } from 'aws-lambda';

function arnPattern(resource: string): RegExp {
  const escaped = resource.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

function resourcesOf(statement: Statement): string[] {
  const resource = (statement as { Resource?: string | string[] }).Resource;
  return resource === undefined ? [] : Array.isArray(resource) ? resource : [resource];
}

function matches(statement: Statement, methodArn: string): boolean {
  const action = (statement as { Action?: string | string[] }).Action;
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  if (!actions.some((a) => a === '*' || a === 'execute-api:Invoke' || a === 'execute-api:*')) return false;
  return resourcesOf(statement).some((r) => arnPattern(r).test(methodArn));
}

export function evaluatePolicy(policy: PolicyDocument, methodArn: string): boolean {
  const relevant = policy.Statement.filter((s) => matches(s, methodArn));
  if (relevant.some((s) => s.Effect === 'Deny')) return false;
  return relevant.some((s) => s.Effect === 'Allow');
}
