/**
 * The refund workflow as the API sees it: start an execution named after the refund. A port, so the
 * domain code does not talk to the SDK and a test can hand in a failing client.
 */
import { StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/clients.js';
import { workflowArn } from '../config.js';

export interface RefundWorkflow {
  /** Starts the execution `{refundReference}`; one that already exists counts as started. */
  start(refundReference: string): Promise<void>;
}

export function sfnRefundWorkflow(client: Pick<SFNClient, 'send'> = sfn): RefundWorkflow {
  return {
    async start(refundReference) {
      try {
        await client.send(new StartExecutionCommand({ stateMachineArn: workflowArn('refund'), name: refundReference, input: JSON.stringify({ refundReference }) }));
      } catch (error) {
        // Same name, same input: a retry of our own start.
        if (!(error instanceof Error && error.name === 'ExecutionAlreadyExists')) throw error;
      }
    },
  };
}
